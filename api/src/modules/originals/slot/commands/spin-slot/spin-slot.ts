import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../../platform/database/database.module.js';
import { inTransaction } from '../../../../../platform/database/transaction.js';
import { GetPlayerStandingQuery } from '../../../../players/index.js';
import { GetWalletQuery } from '../../../../wallet/index.js';
import { PlaceBet, type BetRefusal, type BetResult } from '../../../commands/place-bet/place-bet.js';
import { checkLimits } from '../../../domain/bet-rules.js';
import { BetsRepository, type StoredBet } from '../../../persistence/bets.repository.js';
import { SeedsRepository } from '../../../persistence/seeds.repository.js';
import { spinTooSoon } from '../../domain/slot-pacing.js';
import { slotMultiplierText, slotPayout, slotSpin } from '../../domain/slot-machine.js';
import { SlotPacingRepository } from '../../persistence/slot-pacing.repository.js';

export const slotGameCode = 'khela-slot';

export type SpinRefusal = BetRefusal | 'too_soon';
export type SpinResult = BetResult | { ok: false; refusal: 'too_soon' };

class NotInserted extends Error {
  constructor(readonly reason: 'key_taken' | 'too_soon') {
    super(reason);
  }
}

/**
 * One slot spin for money, a one-step bet like dice: decided from the player's committed seed pair and the
 * next nonce (five floats, one reel stop each), stored in originals_bets with its stops, then staked and paid
 * through the seamless wallet by PlaceBet's wallet path (the same ids, so the pending-bets job finishes it
 * too). A spin within 2.5 s of the player's last is refused before anything is written. The win is capped at
 * the game's max win per bet (stake + max net win): the paytable page says so.
 */
@Injectable()
export class SpinSlot {
  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(SeedsRepository) private readonly seeds: SeedsRepository,
    @Inject(BetsRepository) private readonly bets: BetsRepository,
    @Inject(SlotPacingRepository) private readonly pacing: SlotPacingRepository,
    @Inject(PlaceBet) private readonly placeBet: PlaceBet,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async spin(playerId: string, request: { stakeMinor: bigint; idempotencyKey: string }): Promise<SpinResult> {
    const player = await this.queries.execute(new GetPlayerStandingQuery(playerId));
    if (!player || player.status !== 'active') return { ok: false, refusal: 'player_disabled' };
    const requestHash = createHash('sha256')
      .update(JSON.stringify(['slot', String(request.stakeMinor)]))
      .digest('hex');

    const existing = await this.bets.byKey(playerId, request.idempotencyKey);
    if (existing) return this.resume(existing, requestHash);

    const limits = await this.bets.limits(slotGameCode);
    if (!limits) return { ok: false, refusal: 'disabled' };
    // the win is capped rather than the stake refused: the net win checked here is nil
    const overLimit = checkLimits(limits, request.stakeMinor, request.stakeMinor);
    if (overLimit) return { ok: false, refusal: overLimit };

    try {
      await inTransaction(this.pool, async (client) => {
        const { seed, nonce } = await this.seeds.takeNonce(client, playerId);
        // after the seed pair's lock: a spin in flight for this player has committed or not started
        if (spinTooSoon(await this.pacing.sinceLastSpinMs(client, playerId, slotGameCode))) throw new NotInserted('too_soon');
        const spin = slotSpin({ serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce });
        const uncapped = slotPayout(request.stakeMinor, spin);
        const cap = request.stakeMinor + limits.maxWinMinor;
        const payoutMinor = uncapped > cap ? cap : uncapped;
        const id = await this.bets.insert(client, {
          playerId,
          gameCode: slotGameCode,
          idempotencyKey: request.idempotencyKey,
          requestHash,
          seedId: seed.id,
          nonce,
          clientSeed: seed.clientSeed,
          stakeMinor: request.stakeMinor,
          params: { stops: spin.stops.join(',') },
          outcome: slotMultiplierText(spin),
          won: payoutMinor > 0n,
          payoutMinor,
        });
        // a concurrent repeat took the key: roll back, so this request's nonce is not spent
        if (!id) throw new NotInserted('key_taken');
      });
    } catch (error) {
      if (!(error instanceof NotInserted)) throw error;
      if (error.reason === 'too_soon') return { ok: false, refusal: 'too_soon' };
      return this.resume((await this.bets.byKey(playerId, request.idempotencyKey))!, requestHash);
    }
    return this.placeBet.finish((await this.bets.byKey(playerId, request.idempotencyKey))!);
  }

  private async resume(bet: StoredBet, requestHash: string): Promise<SpinResult> {
    if (bet.requestHash !== requestHash) return { ok: false, refusal: 'key_reused' };
    if (bet.status === 'refused') return { ok: false, refusal: bet.refusal as BetRefusal };
    if (bet.status === 'settled') {
      const wallet = await this.queries.execute(new GetWalletQuery(bet.playerId));
      return { ok: true, bet, balanceMinor: wallet ? wallet.balances.main + wallet.balances.bonus : null };
    }
    return this.placeBet.finish(bet);
  }
}
