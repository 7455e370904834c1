import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { randomUUID } from 'node:crypto';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { inTransaction } from '../../../../platform/database/transaction.js';
import { EventOutbox, OutboxSignal } from '../../../../platform/events/index.js';
import { ConvertVipPointsCommand } from '../../../wallet/index.js';
import { wholePoints } from '../../domain/vip-accrual.js';
import { effectiveLevel } from '../../domain/vip-levels.js';
import { decideConversion, type ConversionRefusal } from '../../domain/vip-status.js';
import { vipStream } from '../../events/vip-events.js';
import { VipConversionsRepository } from '../../persistence/vip-conversions.repository.js';
import { VipLevelsRepository } from '../../persistence/vip-levels.repository.js';
import { VipSettingsRepository } from '../../persistence/vip-settings.repository.js';

export type ConvertPointsResult =
  | { ok: true; conversionId: string; points: number; amountMinor: bigint; vipCoin: number; replayed: boolean }
  | { ok: false; refusal: ConversionRefusal | 'ledger_refused'; message: string };

/** The English texts of the refusals (spec 5, 8 and 9); the HTTP layer's catalogue gives the Bangla. */
export const conversionMessages: Record<ConversionRefusal | 'ledger_refused', string> = {
  below_minimum: 'Minimum VP Required: {{minimum}}', // spec 5 and 9; the minimum is vip_settings' (default 10)
  not_enough_points: 'Not enough points. Points must follow minimum VP required to convert.',
  ledger_refused: 'An error occurred while converting coins',
};

class LedgerRefused extends Error {}

/**
 * Converts a player's VP to cash at their level's rate, all in one transaction: the account row is locked
 * (one conversion of a player at a time; a repeated key waits for the first), the points are taken, the
 * conversion is recorded, the ledger's ConvertVipPoints (keyed by the conversion's id) joins the same
 * transaction and `vip.points-changed` is appended: it all commits or none of it does. A repeated
 * idempotency key answers the first conversion and converts nothing.
 */
@Injectable()
export class ConvertPoints {
  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(VipConversionsRepository) private readonly conversions: VipConversionsRepository,
    @Inject(VipLevelsRepository) private readonly levels: VipLevelsRepository,
    @Inject(VipSettingsRepository) private readonly settings: VipSettingsRepository,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
    @Inject(OutboxSignal) private readonly outboxSignal: OutboxSignal,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  async convert(playerId: string, points: number, idempotencyKey: string | null): Promise<ConvertPointsResult> {
    const afterCommit: (() => void | Promise<void>)[] = [];
    const meta = { actor: { kind: 'player', id: playerId } } as const;
    let result: ConvertPointsResult;
    try {
      result = await inTransaction(this.pool, async (client): Promise<ConvertPointsResult> => {
        const account = await this.conversions.lockAccount(client, playerId);
        if (idempotencyKey) {
          const earlier = await this.conversions.byKey(client, playerId, idempotencyKey);
          if (earlier)
            return {
              ok: true,
              conversionId: earlier.id,
              points: earlier.points,
              amountMinor: earlier.amountMinor,
              vipCoin: wholePoints(account?.balancePointsMilli ?? 0n),
              replayed: true,
            };
        }
        const level = effectiveLevel(
          account?.levelCode ?? '',
          wholePoints(account?.lifetimePointsMilli ?? 0n),
          await this.levels.all(client),
        );
        const minimum = await this.settings.minConvertPoints(client);
        const decision = decideConversion(points, account?.balancePointsMilli ?? 0n, level, minimum);
        if (!decision.ok)
          return {
            ok: false,
            refusal: decision.refusal,
            message: conversionMessages[decision.refusal].replace('{{minimum}}', String(minimum)),
          };
        const conversionId = randomUUID();
        const amountMinor = decision.amountMinor;
        const balanceMilli = await this.conversions.create(client, {
          id: conversionId,
          playerId,
          idempotencyKey,
          points,
          amountMinor,
          levelCode: level.code,
        });
        const paid = await this.commands.execute(
          new ConvertVipPointsCommand(
            { playerId, conversionId, points, amount: amountMinor },
            { ...meta, correlationId: conversionId, transaction: { client, afterCommit: (run) => afterCommit.push(run) } },
          ),
        );
        if (!paid.ok) throw new LedgerRefused(paid.message);
        await this.conversions.markCredited(client, conversionId);
        await this.outbox.append(client, [{ type: 'vip.points-changed', streamId: vipStream(playerId), data: { playerId }, meta }]);
        return { ok: true, conversionId, points, amountMinor, vipCoin: wholePoints(balanceMilli), replayed: false };
      });
    } catch (error) {
      if (error instanceof LedgerRefused) return { ok: false, refusal: 'ledger_refused', message: conversionMessages.ledger_refused };
      throw error;
    }
    this.outboxSignal.appended();
    await Promise.allSettled(afterCommit.map((run) => Promise.resolve().then(run)));
    return result;
  }
}
