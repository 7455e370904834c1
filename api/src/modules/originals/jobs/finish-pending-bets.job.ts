import { Inject, Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock.js';
import type { JobPayloads } from '../../../platform/queues/job-catalog.js';
import { OnJob } from '../../../platform/queues/on-job.decorator.js';
import { PlaceBet } from '../commands/place-bet/place-bet.js';
import { BetsRepository } from '../persistence/bets.repository.js';

/**
 * Every minute: a bet whose wallet calls did not finish (the api stopped between the stake and the win, or
 * the wallet was busy) is finished by asking the wallet again with the same transaction ids, so a stake
 * taken is always followed by its win or loss, even when the player never repeats the request. Calls
 * already taken are answered again without moving money.
 */
@Injectable()
export class FinishPendingBetsJob {
  private readonly logger = new Logger(FinishPendingBetsJob.name);

  constructor(
    @Inject(BetsRepository) private readonly bets: BetsRepository,
    @Inject(PlaceBet) private readonly placeBet: PlaceBet,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  @OnJob('originals.finish-pending-bets', { schedule: { everyMs: 60_000 } })
  async run(data: JobPayloads['originals.finish-pending-bets']): Promise<{ pending: number; finished: number }> {
    const cutoff = new Date(this.clock.now().getTime() - (data.olderThanMs ?? 30_000));
    const pending = await this.bets.pendingBefore(cutoff, 100);
    let finished = 0;
    for (const bet of pending) {
      const result = await this.placeBet.finish(bet);
      if (result.ok || result.refusal !== 'unavailable') finished += 1;
    }
    if (pending.length) this.logger.log(`originals: ${finished} of ${pending.length} pending bets finished`);
    return { pending: pending.length, finished };
  }
}
