import type { CommandBus } from '@nestjs/cqrs';
import type { JoinedTransaction } from '../../../../platform/database/transaction.js';
import type { EventOutbox } from '../../../../platform/events/index.js';
import { CollectExchangeShortfallCommand, type WalletCommandContext } from '../../../wallet/index.js';
import { unpaidStream } from '../../events/exchange-events.js';
import type { UnpaidResettlement, UnpaidResettlementsRepository } from '../../persistence/unpaid-resettlements.repository.js';

/** Who collects: finance on the back-office page, or the `exchange.collect-unpaid` reactor on a credit event. */
export type CollectionSource = { source: 'staff' } | { source: 'auto'; eventId: string };

export type CollectionStep = { ok: true; after: UnpaidResettlement } | { ok: false; reason: 'recorded_before' | 'refused' };

/**
 * One collection of `amount` from main against a row the caller holds locked, in the caller's transaction:
 * the collection is recorded against the row (its key is the row and what was recovered before, so two
 * collections of one state are one), the money moves main -> receivable (wallet CollectExchangeShortfall,
 * idempotent on the same key), `recovered` grows, and a row paid in full publishes
 * `exchange.unpaid-resettlement-cleared`. A refusal (main fell meanwhile) or a collection recorded before
 * undoes this step only (savepoint) and writes nothing.
 */
export async function collectFromMain(
  deps: { commands: CommandBus; unpaid: UnpaidResettlementsRepository; outbox: EventOutbox },
  tx: JoinedTransaction,
  row: UnpaidResettlement,
  amount: bigint,
  from: CollectionSource,
  context: Omit<WalletCommandContext, 'transaction'>,
): Promise<CollectionStep> {
  const collectionId = `${row.id}:${row.recovered}`;
  await tx.client.query('SAVEPOINT unpaid_collection');
  const undo = async (reason: 'recorded_before' | 'refused'): Promise<CollectionStep> => {
    await tx.client.query('ROLLBACK TO SAVEPOINT unpaid_collection');
    return { ok: false, reason };
  };
  const recorded = await deps.unpaid.recordCollection(tx.client, {
    unpaidId: row.id,
    key: collectionId,
    source: from.source,
    sourceEventId: from.source === 'auto' ? from.eventId : undefined,
    amount,
  });
  if (!recorded) return undo('recorded_before');
  const moved = await deps.commands.execute(
    new CollectExchangeShortfallCommand(
      { playerId: row.playerId, shortfallId: row.id, collectionId, amount },
      { ...context, transaction: tx },
    ),
  );
  if (!moved.ok) return undo('refused');
  await deps.unpaid.collectionMoved(tx.client, collectionId, moved.position);
  const after = await deps.unpaid.addRecovered(tx.client, row.id, amount);
  if (after.clearedAt !== null)
    await deps.outbox.append(tx.client, [
      {
        type: 'exchange.unpaid-resettlement-cleared',
        streamId: unpaidStream(row.playerId),
        data: { unpaidId: row.id, playerId: row.playerId, marketId: row.marketId, owed: row.owed.toString(), currency: row.currency },
        meta: { actor: context.actor, correlationId: context.correlationId, causationId: context.causationId },
      },
    ]);
  await tx.client.query('RELEASE SAVEPOINT unpaid_collection');
  return { ok: true, after };
}
