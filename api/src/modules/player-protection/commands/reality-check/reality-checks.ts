import { formatMoney, type RealityCheckAnswer, type SessionSettingsAnswer, type SessionStatusAnswer } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { Clock } from '../../../../platform/clock/clock.js';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { inTransaction } from '../../../../platform/database/transaction.js';
import { SessionStore, type Revocation } from '../../../auth/index.js';
import { accepted, refused, type Outcome } from '../../domain/outcome.js';
import {
  elapsedSeconds,
  isCheckDue,
  isRealityCheckMinutes,
  isSessionOver,
  nextCheckAt,
  readSessionLimitHours,
  realityCheckActions,
  sessionEndsAt,
  sessionNetMinor,
  type RealityCheckAction,
  type SessionSettings,
} from '../../domain/reality-check.js';
import { nextCheckMessage, realityCheckMessages } from '../../domain/reality-check-messages.js';
import type { ProtectionRules } from '../../domain/protection-rules.js';
import { realityCheckMinutesMessage, sessionLimitMessage } from '../../domain/rule-messages.js';
import { ProtectionRulesRepository } from '../../persistence/protection-rules.repository.js';
import { PlayRecord } from '../../persistence/play-record.js';
import { RealityChecksRepository } from '../../persistence/reality-checks.repository.js';

/** The player's session, as the bearer guard found it. */
export interface PlayerSession {
  playerId: string;
  sessionId: string;
}

/** PUT /api/responsible-gaming/session-settings body (checked here, with the module's messages). */
export interface SessionSettingsInput {
  reality_check_minutes?: unknown;
  session_limit_hours?: unknown;
}

/** The player's settings and what is on offer now (the configured rules: the page offers exactly these). */
const presentSettings = (settings: SessionSettings, rules: ProtectionRules): SessionSettingsAnswer => ({
  reality_check_minutes: settings.realityCheckMinutes,
  session_limit_hours: settings.sessionLimitMinutes === null ? null : settings.sessionLimitMinutes / 60,
  reality_check_choices: [...rules.realityCheckChoices],
  session_limit_range: { ...rules.sessionLimitHours },
});

/**
 * Reality checks and the session time limit (domain/reality-check.ts). The server keeps the truth: the
 * session's start is its auth row's creation, the next check's due time follows from the answers
 * recorded for the session, so a reload or a second tab sees the same check. Time comes from the
 * injected Clock. A session past its time limit is ended here (its sockets close) when the player's site
 * next asks, and stakes are refused by StakeVeto (the session limit) meanwhile.
 */
@Injectable()
export class RealityChecks {
  constructor(
    @Inject(RealityChecksRepository) private readonly repository: RealityChecksRepository,
    @Inject(PlayRecord) private readonly play: PlayRecord,
    @Inject(SessionStore) private readonly sessions: SessionStore,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(ProtectionRulesRepository) private readonly rules: ProtectionRulesRepository,
  ) {}

  async settings(playerId: string): Promise<SessionSettingsAnswer> {
    const rules = await this.rules.rules();
    return presentSettings(await this.repository.settings(playerId, rules.realityCheckDefaultMinutes), rules);
  }

  private async playerSettings(playerId: string): Promise<SessionSettings> {
    return this.repository.settings(playerId, (await this.rules.rules()).realityCheckDefaultMinutes);
  }

  /** Changes either setting, or both; a session limit applies at once to the session running now too. */
  async saveSettings(playerId: string, input: SessionSettingsInput): Promise<Outcome<SessionSettingsAnswer>> {
    if (input.reality_check_minutes === undefined && input.session_limit_hours === undefined)
      return refused(400, realityCheckMessages.nothingToSave);
    const rules = await this.rules.rules();
    const current = await this.repository.settings(playerId, rules.realityCheckDefaultMinutes);
    let { realityCheckMinutes, sessionLimitMinutes } = current;
    // what the player already has is kept even once no longer offered (sent again with the other setting)
    if (input.reality_check_minutes !== undefined && input.reality_check_minutes !== current.realityCheckMinutes) {
      if (!isRealityCheckMinutes(input.reality_check_minutes, rules.realityCheckChoices))
        return refused(400, realityCheckMinutesMessage(rules.realityCheckChoices));
      realityCheckMinutes = input.reality_check_minutes;
    }
    const currentHours = current.sessionLimitMinutes === null ? null : current.sessionLimitMinutes / 60;
    if (input.session_limit_hours !== undefined && input.session_limit_hours !== currentHours) {
      const hours = readSessionLimitHours(input.session_limit_hours, rules.sessionLimitHours);
      if (hours === 'bad') return refused(400, sessionLimitMessage(rules.sessionLimitHours));
      sessionLimitMinutes = hours === null ? null : hours * 60;
    }
    const next = { realityCheckMinutes, sessionLimitMinutes };
    await this.repository.saveSettings(playerId, next, this.clock.now());
    return accepted({ ...presentSettings(next, rules), message: realityCheckMessages.saved });
  }

  /** The session clock, the next check and the session's net; ends the session when its time limit is reached. */
  async status(session: PlayerSession): Promise<Outcome<SessionStatusAnswer>> {
    const startedAt = await this.sessions.liveSessionStart(session.sessionId);
    if (!startedAt) return refused(401, 'Unauthenticated.');
    const settings = await this.playerSettings(session.playerId);
    const now = this.clock.now();
    const endsAt = sessionEndsAt(startedAt, settings.sessionLimitMinutes);
    const over = isSessionOver(endsAt, now);
    if (over) await this.sessions.revoke(session.sessionId);
    const [lastAnsweredAt, totals] = await Promise.all([
      this.repository.lastAnsweredAt(session.sessionId),
      this.play.since(session.playerId, startedAt),
    ]);
    const dueAt = nextCheckAt(startedAt, lastAnsweredAt, settings.realityCheckMinutes);
    return accepted({
      session_started_at: startedAt.toISOString(),
      now: now.toISOString(),
      elapsed_seconds: elapsedSeconds(startedAt, now),
      reality_check_minutes: settings.realityCheckMinutes,
      next_check_at: dueAt.toISOString(),
      check_due: !over && isCheckDue(dueAt, now),
      staked: formatMoney(totals.staked - totals.rolledBack),
      won: formatMoney(totals.won),
      net: formatMoney(sessionNetMinor(totals)),
      session_limit_hours: settings.sessionLimitMinutes === null ? null : settings.sessionLimitMinutes / 60,
      session_ends_at: endsAt?.toISOString() ?? null,
      ended: over,
      ...(over ? { message: realityCheckMessages.sessionLimitReached } : {}),
    });
  }

  /**
   * Records the player's answer to the check due now (refused when none is due), with the session's
   * elapsed time and net at this moment. Log out ends the session in the same transaction as the record,
   * and its sockets at once after the commit.
   */
  async answer(session: PlayerSession, action: unknown): Promise<Outcome<RealityCheckAnswer>> {
    if (typeof action !== 'string' || !(realityCheckActions as readonly string[]).includes(action))
      return refused(400, realityCheckMessages.action);
    const chosen = action as RealityCheckAction;
    const startedAt = await this.sessions.liveSessionStart(session.sessionId);
    if (!startedAt) return refused(401, 'Unauthenticated.');
    const settings = await this.playerSettings(session.playerId);
    const now = this.clock.now();
    if (isSessionOver(sessionEndsAt(startedAt, settings.sessionLimitMinutes), now)) {
      await this.sessions.revoke(session.sessionId);
      return refused(401, realityCheckMessages.sessionLimitReached);
    }
    const totals = await this.play.since(session.playerId, startedAt);
    const netMinor = sessionNetMinor(totals);
    const elapsed = elapsedSeconds(startedAt, now);
    let revocation: Revocation | undefined;
    const result = await inTransaction(this.pool, async (db) => {
      // one answer per due check, even from two tabs at once
      await db.query(`SELECT pg_advisory_xact_lock(hashtext('reality-check:' || $1))`, [session.sessionId]);
      const dueAt = nextCheckAt(startedAt, await this.repository.lastAnsweredAt(session.sessionId, db), settings.realityCheckMinutes);
      if (!isCheckDue(dueAt, now)) return false;
      await this.repository.record(
        {
          playerId: session.playerId,
          sessionId: session.sessionId,
          shownAt: dueAt,
          answeredAt: now,
          action: chosen,
          elapsedSeconds: elapsed,
          netMinor,
        },
        db,
      );
      if (chosen === 'logout') revocation = await this.sessions.markRevoked(session.sessionId, db);
      return true;
    });
    if (!result) return refused(409, realityCheckMessages.notDue);
    if (revocation) await this.sessions.revocationCommitted(revocation); // before the answer: no instance lets it in
    if (chosen === 'logout') {
      return accepted({
        action: chosen,
        elapsed_seconds: elapsed,
        net: formatMoney(netMinor),
        next_check_at: null,
        logged_out: true,
        message: realityCheckMessages.loggedOut,
      });
    }
    const next = nextCheckAt(startedAt, now, settings.realityCheckMinutes);
    return accepted({
      action: chosen,
      elapsed_seconds: elapsed,
      net: formatMoney(netMinor),
      next_check_at: next.toISOString(),
      logged_out: false,
      message: nextCheckMessage(next),
    });
  }
}
