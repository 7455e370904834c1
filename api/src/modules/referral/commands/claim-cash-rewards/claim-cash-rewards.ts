import { Inject, Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { inTransaction } from '../../../../platform/database/transaction.js';
import { GetWalletQuery, MoveCashRewardToMainCommand } from '../../../wallet/index.js';
import { claimMinimumText, minimumClaimMinor } from '../../domain/referral-rewards.js';
import { minClaimMinor } from '../../persistence/referral-settings.reader.js';

export type ClaimResult =
  { ok: true; claimId: string; amountMinor: bigint } | { ok: false; refusal: 'below_minimum' | 'ledger_refused'; message: string };

/** English texts (spec 8 and 9); the catalogue gives the Bangla. */
export const claimMessages = {
  below_minimum: 'You need at least {{minimum}} to claim all.', // spec 8 and 9; the minimum is referral_settings' (default 10)
  ledger_refused: 'Failed to claim bonus. Please try again.',
  claimed: 'Cash rewards claimed successfully.',
} as const;

class LedgerRefused extends Error {}

/**
 * Claim All (spec 2.3 My Referral, 7 `/api/cash-claim`): moves the player's whole cash rewards balance (referral
 * rewards and VIP cash-back) to the main wallet, at least 10 BDT. The ledger's MoveCashRewardToMain (keyed by
 * the claim's id) joins the same transaction as the claim's row. Concurrent claims may read the same balance:
 * the ledger's balance check (never below zero) lets the first move it and refuses the others, so the money
 * moves once. No lock is taken while holding a connection: the balance is read before the transaction, as a
 * lock waited on with a connection held, while the holder reads through the pool, starves the pool.
 */
@Injectable()
export class ClaimCashRewards {
  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async claim(playerId: string): Promise<ClaimResult> {
    const afterCommit: (() => void | Promise<void>)[] = [];
    const meta = { actor: { kind: 'player', id: playerId } } as const;
    let result: ClaimResult;
    let belowMinimum = claimMessages.below_minimum.replace('{{minimum}}', claimMinimumText(minimumClaimMinor));
    try {
      const wallet = await this.queries.execute(new GetWalletQuery(playerId));
      const amountMinor = wallet?.balances.cash_rewards ?? 0n;
      const minimum = await minClaimMinor(this.pool);
      belowMinimum = claimMessages.below_minimum.replace('{{minimum}}', claimMinimumText(minimum));
      if (amountMinor < minimum) return { ok: false, refusal: 'below_minimum', message: belowMinimum };
      result = await inTransaction(this.pool, async (client): Promise<ClaimResult> => {
        const claimId = randomUUID();
        await client.query(`INSERT INTO referral_claims (id, player_id, amount_minor) VALUES ($1, $2, $3)`, [
          claimId,
          playerId,
          amountMinor,
        ]);
        const moved = await this.commands.execute(
          new MoveCashRewardToMainCommand(
            { playerId, claimId, amount: amountMinor },
            { ...meta, correlationId: claimId, transaction: { client, afterCommit: (run) => afterCommit.push(run) } },
          ),
        );
        if (!moved.ok) throw new LedgerRefused(moved.error);
        return { ok: true, claimId, amountMinor };
      });
    } catch (error) {
      // a concurrent claim moved the balance first: what is left is below the minimum
      if (error instanceof LedgerRefused && error.message === 'insufficient_funds')
        return { ok: false, refusal: 'below_minimum', message: belowMinimum };
      if (error instanceof LedgerRefused) return { ok: false, refusal: 'ledger_refused', message: claimMessages.ledger_refused };
      throw error;
    }
    await Promise.allSettled(afterCommit.map((run) => Promise.resolve().then(run)));
    return result;
  }
}
