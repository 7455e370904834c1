import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Pool, PoolClient } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { inTransaction } from '../../../../platform/database/transaction.js';
import { EventOutbox, type EventMeta } from '../../../../platform/events/index.js';
import { HoldForWithdrawalCommand, ReleaseHoldCommand } from '../../../wallet/index.js';
import { withdrawalStream } from '../../events/payments-events.js';
import { WithdrawalsRepository } from '../../persistence/withdrawals.repository.js';

export type HoldResult = { status: 'pending' | 'refused' } | { status: 'gone' } | { status: 'decided'; current: string };

/**
 * The ledger hold of a 'holding' withdrawal request, and its outcome on the row. Why this order (row
 * first, then hold): the request row and `payments.withdrawal-requested` commit together before any
 * money moves, so a crash after the hold can never leave held money without a request. The hold is
 * keyed by the withdrawal id, so the request itself (at once) and WithdrawalHoldReactor (from the
 * event, the safety net after a crash) may both run it: the ledger appends it once.
 *
 * The money moves first, with no row lock and no connection held (the wallet's commands take pooled
 * connections of their own: holding one while waiting for another is how a busy pool stalls); then a
 * short transaction locks the row and decides it, with `payments.withdrawal-held`. Whoever locks first
 * decides; the other finds it decided. One race is repaired there: a hold that went through (the money
 * arrived meanwhile) finding the request already 'refused' by a refused attempt gives the money back
 * (ReleaseHold, keyed by the withdrawal id), so no money stays held for a request nobody will decide.
 */
@Injectable()
export class HoldWithdrawal {
  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(WithdrawalsRepository) private readonly withdrawals: WithdrawalsRepository,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
  ) {}

  /** `tx`: decide in this open transaction (a reactor's delivery); without it, in a short one of its own. */
  async complete(withdrawalId: string, meta: EventMeta, tx?: PoolClient): Promise<HoldResult> {
    const w = await this.withdrawals.get(withdrawalId, tx);
    if (!w) return { status: 'gone' };
    if (w.status !== 'holding') return { status: 'decided', current: w.status };
    const actor = meta.actor ?? { kind: 'system' as const, id: 'payments.hold' };
    const hold = await this.commands.execute(
      new HoldForWithdrawalCommand({ playerId: w.playerId, withdrawalId, amount: w.amountMinor }, { actor, correlationId: withdrawalId }),
    );
    if (!hold.ok && hold.error !== 'insufficient_funds') throw new Error(`withdrawal hold ${withdrawalId} refused: ${hold.error}`);
    const decide = async (db: PoolClient): Promise<HoldResult> => {
      const current = await this.withdrawals.get(withdrawalId, db, true);
      if (!current) return { status: 'gone' };
      if (current.status !== 'holding') {
        if (hold.ok && current.status === 'refused') {
          const released = await this.commands.execute(
            new ReleaseHoldCommand({ playerId: w.playerId, withdrawalId }, { actor, correlationId: withdrawalId }),
          );
          if (!released.ok) throw new Error(`release of refused withdrawal ${withdrawalId} failed: ${released.error}`);
        }
        return { status: 'decided', current: current.status };
      }
      const status = hold.ok ? 'pending' : 'refused';
      await this.withdrawals.setHoldOutcome(withdrawalId, hold.ok, db);
      await this.outbox.append(db, [
        {
          type: 'payments.withdrawal-held',
          streamId: withdrawalStream(withdrawalId),
          data: { withdrawalId, playerId: w.playerId, amountMinor: w.amountMinor.toString(), status },
          meta: { correlationId: withdrawalId, ...meta },
        },
      ]);
      return { status };
    };
    return tx ? decide(tx) : inTransaction(this.pool, decide);
  }
}
