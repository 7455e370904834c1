import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { inTransaction } from '../../../../platform/database/transaction.js';
import { Clock } from '../../../../platform/clock/clock.js';
import type { JobPayloads } from '../../../../platform/queues/job-catalog.js';
import { OnJob } from '../../../../platform/queues/on-job.decorator.js';
import { MinesWallet } from '../commands/mines-wallet.js';
import { idleCashOut } from '../domain/mines-moves.js';
import { MinesGamesRepository } from '../persistence/mines-games.repository.js';

const stuckDefaultMs = 30_000;
const idleDefaultMs = 24 * 60 * 60_000;

/**
 * Every minute, the rule for mines games nobody finishes (README, "Unfinished games"):
 * - a stake not answered for 30 s (the api stopped between the board and the wallet call) is asked again
 *   with the same transaction id: the game opens, or is refused having moved nothing;
 * - an ended game whose win was not taken (busted: 0, cashed: the payout) is paid again with the same id;
 * - a game open with no move for 24 hours is cashed out for the player at the multiplier reached, or, with
 *   no tile revealed, the stake is returned; its round closes. The player never loses a stake to a game
 *   left open, and the board is never looked at to decide it.
 * A game that is simply in play (open, moved within the day) is left alone: it survives restarts as it is.
 */
@Injectable()
export class FinishMinesGamesJob {
  private readonly logger = new Logger(FinishMinesGamesJob.name);

  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(MinesGamesRepository) private readonly games: MinesGamesRepository,
    @Inject(MinesWallet) private readonly wallet: MinesWallet,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  @OnJob('originals.finish-mines-games', { schedule: { everyMs: 60_000 } })
  async run(data: JobPayloads['originals.finish-mines-games']): Promise<{ looked: number; finished: number }> {
    const now = this.clock.now();
    const idleMs = data.idleMs ?? idleDefaultMs;
    const idleCutoff = new Date(now.getTime() - idleMs);
    const games = await this.games.unfinished(now, data.stuckMs ?? stuckDefaultMs, idleMs, 100);
    let finished = 0;
    for (const game of games) {
      if (game.status === 'staking') {
        const answer = await this.wallet.stake(game);
        if (answer !== 'unavailable') finished += 1;
        continue;
      }
      if (game.status === 'open' && !(await this.cashOutIdle(game.id, idleCutoff))) continue;
      if ((await this.wallet.settle((await this.games.byId(game.id))!)).paid) finished += 1;
    }
    if (games.length) this.logger.log(`originals mines: ${finished} of ${games.length} unfinished games finished`);
    return { looked: games.length, finished };
  }

  /** Ends an idle game under its row lock, from the state locked: a move that came in meanwhile keeps it open. */
  private cashOutIdle(gameId: string, cutoff: Date): Promise<boolean> {
    return inTransaction(this.pool, async (client) => {
      const game = await this.games.openIdleForUpdate(client, gameId, cutoff);
      if (!game) return false;
      await this.games.finish(client, game.id, { status: 'cashed', payoutMinor: idleCashOut(game), closedBy: 'idle' });
      return true;
    });
  }
}
