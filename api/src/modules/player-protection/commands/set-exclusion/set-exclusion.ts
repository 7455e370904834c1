import type { ExclusionChangeAnswer } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { Clock } from '../../../../platform/clock/clock.js';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { inTransaction } from '../../../../platform/database/transaction.js';
import { SessionStore } from '../../../auth/index.js';
import { readRequest, requestEnd, requestExclusion } from '../../domain/exclusion.js';
import { exclusionMessages, withTime } from '../../domain/exclusion-messages.js';
import { accepted, refused, type Outcome } from '../../domain/outcome.js';
import { ExclusionsRepository } from '../../persistence/exclusions.repository.js';
import { presentExclusion } from '../../queries/exclusion-view.js';
import { endPendingTemplate, selfExclusionMonthsMessage, timeoutDaysMessage } from '../../domain/rule-messages.js';
import { ProtectionRulesRepository } from '../../persistence/protection-rules.repository.js';

/** POST /api/responsible-gaming/exclusion body. */
export interface SetExclusionInput {
  /** 'timeout' or 'self_exclusion'. */
  kind?: unknown;
  /** A time-out's length in days (1 to 42). */
  days?: unknown;
  /** A self-exclusion's length in months (6 to 60). */
  months?: unknown;
  /** Must be true: the player confirms it cannot be undone or shortened. */
  confirm?: unknown;
}

/**
 * The player starts or extends a time-out or self-exclusion (domain/exclusion.ts), or ends a
 * self-exclusion whose period is over (ask, 24-hour cooling-off, ask again). Starting or extending one
 * ends every session of the player in the same transaction as the exclusion row and its record
 * (`auth.sessions-revoked` in the outbox closes the sockets on every instance); after the commit and
 * before the answer, the session cache forgets the sessions and the sockets close at once.
 */
@Injectable()
export class SetExclusion {
  constructor(
    @Inject(ExclusionsRepository) private readonly exclusions: ExclusionsRepository,
    @Inject(SessionStore) private readonly sessions: SessionStore,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(ProtectionRulesRepository) private readonly rules: ProtectionRulesRepository,
  ) {}

  async start(playerId: string, input: SetExclusionInput): Promise<Outcome<ExclusionChangeAnswer>> {
    const rules = await this.rules.rules();
    const request = readRequest(input.kind, input, rules);
    if (request === 'days') return refused(400, timeoutDaysMessage(rules.timeoutDays));
    if (request === 'months') return refused(400, selfExclusionMonthsMessage(rules.selfExclusionMonths));
    if (typeof request === 'string') return refused(400, exclusionMessages[request]);
    if (input.confirm !== true) return refused(400, exclusionMessages.confirm);
    const now = this.clock.now();
    const change = await inTransaction(this.pool, async (db) => {
      await this.exclusions.lockPlayer(playerId, db);
      const result = requestExclusion(await this.exclusions.read(playerId, db, true), request, now);
      if (!result.ok) return result;
      await this.exclusions.save(playerId, result.exclusion, result.outcome, now, db);
      return { ...result, revocation: await this.sessions.revokeAllIn(db, 'player', playerId) };
    });
    if (!change.ok) return refused(409, withTime(exclusionMessages.cannotShorten, change.endsAt));
    // before the answer: no instance lets the player in; the auth.close-sockets reactor if this process dies first
    await this.sessions.revocationCommitted(change.revocation);
    return accepted({
      outcome: change.outcome,
      message: withTime(exclusionMessages[change.outcome], change.exclusion.endsAt),
      ...presentExclusion(change.exclusion, now, rules),
    });
  }

  async end(playerId: string): Promise<Outcome<ExclusionChangeAnswer>> {
    const rules = await this.rules.rules();
    const now = this.clock.now();
    const result = await inTransaction(this.pool, async (db) => {
      await this.exclusions.lockPlayer(playerId, db);
      const asked = requestEnd(await this.exclusions.read(playerId, db, true), now, rules.exclusionEndCoolingOffHours * 3_600_000);
      if (asked.ok) await this.exclusions.save(playerId, asked.exclusion, asked.outcome, now, db);
      return asked;
    });
    if (!result.ok) {
      return result.refusal === 'notExcluded'
        ? refused(409, exclusionMessages.notExcluded)
        : refused(409, withTime(exclusionMessages[result.refusal], result.at));
    }
    const message =
      result.outcome === 'endPending'
        ? withTime(endPendingTemplate(rules.exclusionEndCoolingOffHours), result.exclusion.endConfirmableAt!)
        : exclusionMessages.ended;
    return accepted({ outcome: result.outcome, message, ...presentExclusion(result.exclusion, now, rules) });
  }
}
