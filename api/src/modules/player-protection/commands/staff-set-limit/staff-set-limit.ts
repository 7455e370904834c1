import { formatMoney } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock.js';
import { StaffWrite, type AuditContext } from '../../../backoffice/index.js';
import { type PeriodLimit } from '../../domain/deposit-limits.js';
import { fill } from '../../domain/protection-messages.js';
import { accepted, refused, type Outcome } from '../../domain/outcome.js';
import { readStaffLimit, staffProtectionMessages, tightenLimit } from '../../domain/staff-protection.js';
import { DepositLimitsRepository } from '../../persistence/deposit-limits.repository.js';
import { ProtectionHistory } from '../../persistence/protection-history.js';

/** PUT /api/admin/responsible-gaming/players/:id/limits body. */
export interface StaffSetLimitInput {
  kind?: unknown;
  period?: unknown;
  limit?: unknown;
  reason?: unknown;
}

const audited = (limit: PeriodLimit) => ({
  limit: limit.amountMinor === null ? null : formatMoney(limit.amountMinor),
  pending: limit.pending
    ? {
        limit: limit.pending.amountMinor === null ? null : formatMoney(limit.pending.amountMinor),
        confirmable_at: limit.pending.confirmableAt.toISOString(),
      }
    : null,
});

/**
 * A risk / responsible-gaming staff member sets a stricter limit for a player (domain/staff-protection.ts):
 * lower than the one in force, or one where there is none; it applies at once. The limit, its history row
 * (naming the staff member and the reason) and the audit row (before, after, reason) commit together,
 * under the same per-player lock as the player's own changes; a refusal writes nothing.
 */
@Injectable()
export class StaffSetLimit {
  constructor(
    @Inject(StaffWrite) private readonly write: StaffWrite,
    @Inject(DepositLimitsRepository) private readonly limits: DepositLimitsRepository,
    @Inject(ProtectionHistory) private readonly history: ProtectionHistory,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(playerId: string, input: StaffSetLimitInput, audit: AuditContext): Promise<Outcome<{ message: string }>> {
    const request = readStaffLimit(input);
    if (typeof request === 'string') return refused(400, staffProtectionMessages[request]);
    const now = this.clock.now();
    return this.write.run(audit, async (db) => {
      const player = await this.history.player(playerId, db);
      if (!player) return { result: refused(404, staffProtectionMessages.notFound) };
      await this.limits.lockPlayer(player.id, db);
      const before = (await this.limits.read(player.id, request.kind, db, true))[request.period];
      const change = tightenLimit(before, request.amountMinor);
      if (!change.ok)
        return { result: refused(409, fill(staffProtectionMessages.notStricter, { limit: formatMoney(change.inForceMinor) })) };
      await this.limits.save(player.id, request.kind, request.period, before, change.limit, 'applied', now, db, {
        staffId: audit.actorId!,
        reason: request.reason,
      });
      return {
        result: accepted({ message: staffProtectionMessages.applied }),
        entry: {
          action: 'responsible_gaming.limit_set',
          targetKind: 'player',
          targetId: player.id,
          before: { kind: request.kind, period: request.period, ...audited(before) },
          after: { kind: request.kind, period: request.period, ...audited(change.limit), reason: request.reason },
        },
      };
    });
  }
}
