import { Global, Module } from '@nestjs/common';
import { Clock, SystemClock } from './clock.js';
import { CryptoRandomSource, RandomSource } from './random-source.js';

/**
 * The clock and the random source, injected by their abstract classes (`@Inject(Clock)`). Tests swap
 * them with `overrideProvider(Clock).useValue(new ManualClock(...))` or a SeededRandomSource.
 */
@Global()
@Module({
  providers: [
    { provide: Clock, useClass: SystemClock },
    { provide: RandomSource, useClass: CryptoRandomSource },
  ],
  exports: [Clock, RandomSource],
})
export class ClockModule {}
