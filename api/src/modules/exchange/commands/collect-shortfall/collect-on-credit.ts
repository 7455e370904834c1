import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import type { AppConfig } from '../../../../platform/config/load-config.js';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { inTransaction } from '../../../../platform/database/transaction.js';
import { EventOutbox } from '../../../../platform/events/index.js';
import { GetWalletQuery, type WalletCommandContext } from '../../../wallet/index.js';
import { planCollection } from '../../domain/unpaid-collection.js';
import { UnpaidResettlementsRepository } from '../../persistence/unpaid-resettlements.repository.js';
import { collectFromMain } from './collect-from-main.js';

/** Main fell between reading it and collecting (a stake meanwhile): the whole collection is decided again. */
class MainMoved extends Error {}

/** Attempts at one credit event's collection before the delivery fails (the relay retries it with backoff). */
const attempts = 3;

/**
 * Automatic collection (issue 18): money reached the player's main (a credit event, reactor
 * `exchange.collect-unpaid`), so what they owe from unpaid resettlements is collected from main, oldest row
 * first, up to what main holds. One transaction, with the player's open rows locked (so a second credit, or
 * finance collecting by hand, waits and then sees what this one took); each collection is recorded against
 * its row with the credit event's id, and an event that collected before collects nothing more (a
 * redelivery). On/off: `EXCHANGE_UNPAID_AUTO_COLLECT` (default on), read at boot; off, finance collects by hand.
 */
@Injectable()
export class CollectOnCredit {
  private readonly logger = new Logger(CollectOnCredit.name);
  /** From EXCHANGE_UNPAID_AUTO_COLLECT at boot. */
  enabled: boolean;

  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(UnpaidResettlementsRepository) private readonly unpaid: UnpaidResettlementsRepository,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.enabled = config.EXCHANGE_UNPAID_AUTO_COLLECT;
  }

  /** Collects on credit event `eventId` of the player's wallet; what was collected (0 when nothing is owed or main is empty). */
  async collect(playerId: string, eventId: string, context: Omit<WalletCommandContext, 'transaction'>): Promise<bigint> {
    if (!this.enabled || !(await this.unpaid.owes(playerId))) return 0n;
    for (let attempt = 1; ; attempt += 1) {
      const committed: (() => void | Promise<void>)[] = [];
      try {
        const collected = await inTransaction(this.pool, async (client) => {
          // the rows' lock first: a delivery of the same event racing this one has committed by then, and is seen
          const rows = await this.unpaid.openOf(client, playerId);
          if (rows.length === 0 || (await this.unpaid.collectedOnEvent(client, eventId))) return 0n;
          const main = (await this.queries.execute(new GetWalletQuery(playerId)))?.balances.main ?? 0n;
          let total = 0n;
          for (const step of planCollection(main, rows)) {
            const row = rows.find((r) => r.id === step.id)!;
            const done = await collectFromMain(
              { commands: this.commands, unpaid: this.unpaid, outbox: this.outbox },
              { client, afterCommit: (run) => committed.push(run) },
              row,
              step.amount,
              { source: 'auto', eventId },
              context,
            );
            if (!done.ok && done.reason === 'refused') throw new MainMoved();
            if (done.ok) total += step.amount;
          }
          return total;
        });
        for (const run of committed) await run();
        if (collected > 0n) this.logger.log(`collected ${collected} owed by player ${playerId} on ${eventId}`);
        return collected;
      } catch (error) {
        if (!(error instanceof MainMoved) || attempt >= attempts) throw error;
      }
    }
  }
}
