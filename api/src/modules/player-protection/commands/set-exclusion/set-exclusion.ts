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
 * (`auth.sessions-revoked` in the outbox closes the sockets on every instance); the sockets of this
 * instance close at once after the commit.
 */
@Injectable()
export class SetExclusion {
  constructor(
    @Inject(ExclusionsRepository) private readonly exclusions: ExclusionsRepository,
    @Inject(SessionStore) private readonly sessions: SessionStore,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(DB_POOL) private readonly pool: Pool,
  ) {}

  async start(playerId: string, input: SetExclusionInput): Promise<Outcome<ExclusionChangeAnswer>> {
    const request = readRequest(input.kind, input);
    if (typeof request === 'string') return refused(400, exclusionMessages[request]);
    if (input.confirm !== true) return refused(400, exclusionMessages.confirm);
    const now = this.clock.now();
    const change = await inTransaction(this.pool, async (db) => {
      await this.exclusions.lockPlayer(playerId, db);
      const result = requestExclusion(await this.exclusions.read(playerId, db, true), request, now);
      if (!result.ok) return result;
      await this.exclusions.save(playerId, result.exclusion, result.outcome, now, db);
      await this.sessions.revokeAllIn(db, 'player', playerId);
      return result;
    });
    if (!change.ok) return refused(409, withTime(exclusionMessages.cannotShorten, change.endsAt));
    this.sessions.closeSubjectSockets('player', playerId); // at once; the auth.close-sockets reactor if this process dies first
    return accepted({
      outcome: change.outcome,
      message: withTime(exclusionMessages[change.outcome], change.exclusion.endsAt),
      ...presentExclusion(change.exclusion, now),
    });
  }

  async end(playerId: string): Promise<Outcome<ExclusionChangeAnswer>> {
    const now = this.clock.now();
    const result = await inTransaction(this.pool, async (db) => {
      await this.exclusions.lockPlayer(playerId, db);
      const asked = requestEnd(await this.exclusions.read(playerId, db, true), now);
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
        ? withTime(exclusionMessages.endPending, result.exclusion.endConfirmableAt!)
        : exclusionMessages.ended;
    return accepted({ outcome: result.outcome, message, ...presentExclusion(result.exclusion, now) });
  }
}
