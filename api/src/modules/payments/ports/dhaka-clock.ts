import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock.js';

const dhakaDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka', year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * Today's date in Asia/Dhaka (YYYY-MM-DD): ages and daily caps follow the players' calendar. Read from
 * the platform's Clock, so a test that sets the time (ManualClock) sets the day too.
 */
@Injectable()
export class DhakaClock {
  constructor(@Inject(Clock) private readonly clock: Clock) {}

  today(): string {
    return dhakaDate.format(this.clock.now());
  }
}
