import { Inject, Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { formatMoney } from '@khela/contracts';
import { StaffWrite, type AuditContext } from '../../../backoffice/index.js';
import { EventOutbox } from '../../../../platform/events/index.js';
import { GetWalletQuery } from '../../../wallet/index.js';
import { unpaidMessages } from '../../exchange-unpaid-messages.js';
import { UnpaidResettlementsRepository, type UnpaidResettlement } from '../../persistence/unpaid-resettlements.repository.js';
import { collectFromMain } from './collect-from-main.js';

export type Collection = { ok: true; collected: bigint; item: UnpaidResettlement } | { ok: false; status: 404 | 409; message: string };

const summary = (r: UnpaidResettlement) => ({
  playerId: r.playerId,
  marketId: r.marketId,
  version: r.version,
  owed: r.owed.toString(),
  recovered: r.recovered.toString(),
  cleared: r.clearedAt !== null,
});

/**
 * Finance collects an unpaid resettlement (back-office): under the row's lock, what the player's main holds now,
 * up to what is still owed, moves from main to the exchange's receivable through the wallet (never below zero:
 * the ledger refuses a main that fell meanwhile, and nothing is written), audited with before and after. The
 * row is cleared when all is recovered, which lifts the withdrawal veto. The collection id is the row and what
 * was recovered before, so a repeated request cannot collect twice; it is recorded against the row
 * (collectFromMain, shared with the automatic collection).
 */
@Injectable()
export class CollectShortfall {
  constructor(
    @Inject(StaffWrite) private readonly write: StaffWrite,
    @Inject(UnpaidResettlementsRepository) private readonly unpaid: UnpaidResettlementsRepository,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
  ) {}

  async execute(id: string, audit: AuditContext): Promise<Collection> {
    const refuse = (status: 404 | 409, message: string) => ({ result: { ok: false, status, message } as Collection });
    const committed: (() => void | Promise<void>)[] = [];
    const outcome = await this.write.run<Collection>(audit, async (db) => {
      const before = await this.unpaid.byId(id, db, true);
      if (!before) return refuse(404, unpaidMessages.notFound);
      const left = before.owed - before.recovered;
      if (left <= 0n) return refuse(409, unpaidMessages.alreadyCleared);
      const main = (await this.queries.execute(new GetWalletQuery(before.playerId)))?.balances.main ?? 0n;
      const amount = main < left ? main : left;
      if (amount <= 0n) return refuse(409, unpaidMessages.nothingToCollect);
      const done = await collectFromMain(
        { commands: this.commands, unpaid: this.unpaid, outbox: this.outbox },
        { client: db, afterCommit: (run) => committed.push(run) },
        before,
        amount,
        { source: 'staff' },
        { actor: { kind: 'staff', id: audit.actorId ?? 'staff' }, correlationId: audit.requestId ?? undefined },
      );
      if (!done.ok) return refuse(409, unpaidMessages.balanceMoved);
      const after = done.after;
      return {
        result: { ok: true, collected: amount, item: after },
        entry: {
          action: 'exchange.unpaid_resettlement_collected',
          targetKind: 'player',
          targetId: before.playerId,
          before: summary(before),
          after: { ...summary(after), collected: formatMoney(amount) },
        },
      };
    });
    if (outcome.ok) for (const run of committed) await run();
    return outcome;
  }
}
