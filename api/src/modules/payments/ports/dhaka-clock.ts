import { Injectable } from '@nestjs/common';

/** Today's date in Asia/Dhaka (YYYY-MM-DD): ages and daily caps follow the players' calendar. */
@Injectable()
export class DhakaClock {
  today(): string {
    return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      new Date(),
    );
  }
}
