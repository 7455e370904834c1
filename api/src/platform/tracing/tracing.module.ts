import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/load-config.js';
import { Tracing } from './tracing.js';

/** Sends the last batched spans when the application closes (graceful shutdown), after everything else stopped. */
@Injectable()
class TracingShutdown implements OnApplicationShutdown {
  constructor(@Inject(Tracing) private readonly tracing: Tracing) {}

  async onApplicationShutdown(): Promise<void> {
    await this.tracing.shutdown();
  }
}

/** OpenTelemetry traces (see Tracing): one provider per application, on only with an OTLP endpoint configured. */
@Global()
@Module({
  providers: [{ provide: Tracing, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new Tracing(config) }, TracingShutdown],
  exports: [Tracing],
})
export class TracingModule {}
