import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock.js';
import { SessionStore, type Revocation } from '../../../auth/index.js';
import { StaffWrite, type AuditContext } from '../../../backoffice/index.js';
import { requestExclusion, type Exclusion } from '../../domain/exclusion.js';
import { withTime } from '../../domain/exclusion-messages.js';
import { accepted, refused, type Outcome } from '../../domain/outcome.js';
import { readStaffExclusion, staffProtectionMessages } from '../../domain/staff-protection.js';
import { selfExclusionMonthsMessage, timeoutDaysMessage } from '../../domain/rule-messages.js';
import { ProtectionRulesRepository } from '../../persistence/protection-rules.repository.js';
import { ExclusionsRepository } from '../../persistence/exclusions.repository.js';
import { ProtectionHistory } from '../../persistence/protection-history.js';

/** POST /api/admin/responsible-gaming/players/:id/exclusion body. */
export interface StaffSetExclusionInput {
  kind?: unknown;
  days?: unknown;
  months?: unknown;
  reason?: unknown;
}

const audited = (exclusion: Exclusion | null) =>
  exclusion
    ? {
        kind: exclusion.kind,
        started_at: exclusion.startedAt.toISOString(),
        ends_at: exclusion.endsAt.toISOString(),
        ended_at: exclusion.endedAt?.toISOString() ?? null,
      }
    : null;

/**
 * A risk / responsible-gaming staff member puts a player on a time-out or self-exclusion, or extends the
 * one in force, with the player's own rules (never shortened: refused, nothing written). As when the
 * player does it, every session of the player ends in the same transaction as the exclusion, its history
 * row (naming the staff member and the reason) and the audit row; `auth.sessions-revoked` in the outbox
 * closes the sockets on every instance, and this instance's close at once after the commit.
 */
@Injectable()
export class StaffSetExclusion {
  constructor(
    @Inject(StaffWrite) private readonly write: StaffWrite,
    @Inject(ExclusionsRepository) private readonly exclusions: ExclusionsRepository,
    @Inject(ProtectionHistory) private readonly history: ProtectionHistory,
    @Inject(SessionStore) private readonly sessions: SessionStore,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(ProtectionRulesRepository) private readonly rules: ProtectionRulesRepository,
  ) {}

  async execute(playerId: string, input: StaffSetExclusionInput, audit: AuditContext): Promise<Outcome<{ message: string }>> {
    const rules = await this.rules.rules();
    const read = readStaffExclusion(input, rules);
    if (read === 'days') return refused(400, timeoutDaysMessage(rules.timeoutDays));
    if (read === 'months') return refused(400, selfExclusionMonthsMessage(rules.selfExclusionMonths));
    if (typeof read === 'string') return refused(400, staffProtectionMessages[read]);
    const now = this.clock.now();
    let revocation: Revocation | undefined;
    const outcome = await this.write.run(audit, async (db) => {
      const player = await this.history.player(playerId, db);
      if (!player) return { result: refused<{ message: string; playerId: string }>(404, staffProtectionMessages.notFound) };
      await this.exclusions.lockPlayer(player.id, db);
      const before = await this.exclusions.read(player.id, db, true);
      const change = requestExclusion(before, read.request, now);
      if (!change.ok) return { result: refused(409, withTime(staffProtectionMessages.cannotShorten, change.endsAt)) };
      await this.exclusions.save(player.id, change.exclusion, change.outcome, now, db, { staffId: audit.actorId!, reason: read.reason });
      revocation = await this.sessions.revokeAllIn(db, 'player', player.id);
      return {
        result: accepted({ message: withTime(staffProtectionMessages[change.outcome], change.exclusion.endsAt), playerId: player.id }),
        entry: {
          action: 'responsible_gaming.exclusion_set',
          targetKind: 'player',
          targetId: player.id,
          before: audited(before),
          after: { ...audited(change.exclusion), outcome: change.outcome, reason: read.reason },
        },
      };
    });
    if (!outcome.ok) return outcome;
    // before the answer: no instance lets the player in; the auth.close-sockets reactor if this process dies first
    if (revocation) await this.sessions.revocationCommitted(revocation);
    return accepted({ message: outcome.value.message });
  }
}
