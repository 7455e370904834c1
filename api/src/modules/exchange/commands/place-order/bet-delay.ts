import { Injectable } from '@nestjs/common';

/** Waits an in-play order's bet delay: a port, so a test can shorten it (the waiting itself is real time). */
@Injectable()
export class BetDelay {
  wait(ms: number): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, ms));
  }
}
