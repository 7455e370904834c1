import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { Clock } from '../../../../../platform/clock/clock.js';
import { DB_POOL } from '../../../../../platform/database/database.module.js';
import { inTransaction } from '../../../../../platform/database/transaction.js';
import { VetoPoint } from '../../../../../platform/events/index.js';
import { GetPlayerStandingQuery } from '../../../../players/index.js';
import { checkLimits, type LimitRefusal } from '../../../domain/bet-rules.js';
import { protectionWords } from '../../../commands/protection-words.js';
import { BetsRepository } from '../../../persistence/bets.repository.js';
import { capFor, maxAutoCashout, minAutoCashout } from '../../domain/crash-settlement.js';
import { CrashBetsRepository, type CrashBet } from '../../persistence/crash-bets.repository.js';
import { CrashRoundsRepository } from '../../persistence/crash-rounds.repository.js';
import { CrashPushes } from '../../realtime/crash-pushes.js';
import { crashGameCode, SettleCrashBet } from '../settle-crash-bet/settle-crash-bet.js';

export interface CrashBetRequest {
  stakeMinor: bigint;
  /** Hundredths, or null. */
  autoCashout: number | null;
  idempotencyKey: string;
}

export type CrashBetRefusal =
  | LimitRefusal
  | 'auto_cashout'
  | 'not_betting'
  | 'already_in_round'
  | 'player_disabled'
  | 'key_reused'
  | 'not_enough_money'
  | 'protection'
  | 'unavailable';

/** `message`: player protection's own words for a 'protection' refusal (which limit, until when), when it has them. */
export type CrashBetResult =
  { ok: true; bet: CrashBet; balanceMinor: bigint | null } | { ok: false; refusal: CrashBetRefusal; message?: string };

/**
 * A bet in the betting phase of the live round: checked (standing, limits, the phase), stored with its cap
 * (the multiplier where its net win reaches the game's maximum win per bet), then staked through the seamless
 * wallet. The round row is read in share mode while the bet is written, so a bet never lands after the round
 * started (the start takes the row's write lock). Idempotent by the player's key.
 */
@Injectable()
export class PlaceCrashBet {
  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(BetsRepository) private readonly originals: BetsRepository,
    @Inject(CrashRoundsRepository) private readonly rounds: CrashRoundsRepository,
    @Inject(CrashBetsRepository) private readonly bets: CrashBetsRepository,
    @Inject(SettleCrashBet) private readonly wallet: SettleCrashBet,
    @Inject(CrashPushes) private readonly pushes: CrashPushes,
    @Inject(VetoPoint) private readonly vetoes: VetoPoint,
  ) {}

  async place(playerId: string, request: CrashBetRequest): Promise<CrashBetResult> {
    const player = await this.queries.execute(new GetPlayerStandingQuery(playerId));
    if (!player || player.status !== 'active') return { ok: false, refusal: 'player_disabled' };

    const existing = await this.bets.byKey(playerId, request.idempotencyKey);
    if (existing) return this.resume(existing, request);

    if (request.autoCashout !== null && (request.autoCashout < minAutoCashout || request.autoCashout > maxAutoCashout))
      return { ok: false, refusal: 'auto_cashout' };
    const limits = await this.originals.limits(crashGameCode);
    if (!limits) return { ok: false, refusal: 'disabled' };
    // the net win is capped by the bet's cap (cashed out there), so only the stake's limits refuse here
    const overLimit = checkLimits(limits, request.stakeMinor, request.stakeMinor);
    if (overLimit) return { ok: false, refusal: overLimit };

    const inserted = await inTransaction(this.pool, async (client) => {
      const round = await this.rounds.live(client, true);
      if (!round || round.state !== 'betting' || this.clock.nowMs() >= round.bettingEndsAtMs) return 'not_betting' as const;
      return this.bets.insert(client, {
        roundId: round.id,
        playerId,
        username: player.username,
        idempotencyKey: request.idempotencyKey,
        stakeMinor: request.stakeMinor,
        autoCashout: request.autoCashout,
        cap: capFor(request.stakeMinor, limits.maxWinMinor),
      });
    });
    if (inserted === 'not_betting') return { ok: false, refusal: 'not_betting' };
    if (!inserted.ok) {
      if (inserted.reason === 'already_in_round') return { ok: false, refusal: 'already_in_round' };
      return this.resume((await this.bets.byKey(playerId, request.idempotencyKey))!, request);
    }
    return this.stake((await this.bets.one(inserted.id))!);
  }

  private async resume(bet: CrashBet, request: CrashBetRequest): Promise<CrashBetResult> {
    if (bet.stakeMinor !== request.stakeMinor || bet.autoCashout !== request.autoCashout) return { ok: false, refusal: 'key_reused' };
    if (bet.stakeState === 'refused') return this.refused(bet, bet.refusal as CrashBetRefusal);
    if (bet.stakeState === 'pending') return this.stake(bet);
    return { ok: true, bet, balanceMinor: null };
  }

  private async stake(bet: CrashBet): Promise<CrashBetResult> {
    const { answer, balanceMinor } = await this.wallet.stake(bet);
    if (answer === 'unavailable') return { ok: false, refusal: 'unavailable' };
    if (answer !== 'taken') return this.refused(bet, answer);
    const taken = (await this.bets.one(bet.id))!;
    this.pushes.bets(taken.roundId, [taken]);
    return { ok: true, bet: taken, balanceMinor };
  }

  /** A refusal as the player is told it: player protection's own words for 'protection' (protection-words.ts). */
  private async refused(bet: CrashBet, refusal: CrashBetRefusal): Promise<CrashBetResult> {
    const message = refusal === 'protection' ? await protectionWords(this.vetoes, bet.playerId, bet.stakeMinor) : undefined;
    return message ? { ok: false, refusal, message } : { ok: false, refusal };
  }
}
