import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import { inTransaction } from '../../../platform/database/transaction.js';
import { EventOutbox } from '../../../platform/events/index.js';
import { RealtimeNotifier } from '../../../platform/realtime/realtime-notifier.js';
import type { AuthenticatedSubject, TokenVerifier } from '../../../platform/realtime/token-verifier.port.js';
import '../events/auth-events.js';

export interface IssuedSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

const hash = (token: string) => createHash('sha256').update(token).digest();

/**
 * Opaque, revocable bearer sessions. The token is 32 random bytes; the table keeps only its hash.
 * Every way a session ends (log-out, sign-out, password change or reset, lock, staff disable, 2FA reset)
 * goes through `revoke`, `revokeAll` or `revokeAllIn` (in the caller's transaction), which also close the
 * sockets opened with it on every api instance.
 */
@Injectable()
export class SessionStore implements TokenVerifier {
  static readonly playerLifetimeMs = 30 * 24 * 3600 * 1000;
  static readonly staffLifetimeMs = 12 * 3600 * 1000;

  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(RealtimeNotifier) private readonly realtime: RealtimeNotifier,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
  ) {}

  async issue(kind: 'player' | 'staff', subjectId: string, client: { ip?: string; userAgent?: string } = {}): Promise<IssuedSession> {
    const token = randomBytes(32).toString('base64url');
    const lifetime = kind === 'player' ? SessionStore.playerLifetimeMs : SessionStore.staffLifetimeMs;
    const { rows } = await this.pool.query<{ id: string; expires_at: Date }>(
      `INSERT INTO auth_sessions (subject_kind, subject_id, token_hash, expires_at, ip, user_agent)
       VALUES ($1, $2, $3, now() + $4 * interval '1 millisecond', $5, $6) RETURNING id, expires_at`,
      [kind, subjectId, hash(token), lifetime, client.ip ?? null, client.userAgent ?? null],
    );
    const row = rows[0]!;
    return { token, sessionId: row.id, expiresAt: row.expires_at };
  }

  async verify(token: string): Promise<AuthenticatedSubject | null> {
    if (!token || token.length > 200) return null;
    const { rows } = await this.pool.query<{ id: string; subject_kind: 'player' | 'staff'; subject_id: string; expires_at: Date }>({
      name: 'session-verify',
      text: `SELECT id, subject_kind, subject_id, expires_at FROM auth_sessions
             WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()`,
      values: [hash(token)],
    });
    const row = rows[0];
    return row ? { kind: row.subject_kind, id: row.subject_id, sessionId: row.id, expiresAt: row.expires_at } : null;
  }

  /**
   * When a live session began (its row's created time, the database's clock): the start of a player's
   * session clock and reality checks (player protection). Null when the session is unknown, revoked or expired.
   */
  async liveSessionStart(sessionId: string): Promise<Date | null> {
    const { rows } = await this.pool.query<{ created_at: Date }>({
      name: 'session-live-start',
      text: `SELECT created_at FROM auth_sessions WHERE id = $1 AND revoked_at IS NULL AND expires_at > now()`,
      values: [sessionId],
    });
    return rows[0]?.created_at ?? null;
  }

  /** The start of a subject's newest live session (null: none), through the live-session index. */
  async newestLiveSessionStart(kind: 'player' | 'staff', subjectId: string): Promise<Date | null> {
    const { rows } = await this.pool.query<{ created_at: Date | null }>({
      name: 'session-newest-live-start',
      text: `SELECT max(created_at) AS created_at FROM auth_sessions
              WHERE subject_kind = $1 AND subject_id = $2 AND revoked_at IS NULL AND expires_at > now()`,
      values: [kind, subjectId],
    });
    return rows[0]?.created_at ?? null;
  }

  /** Ends one session (log-out, staff sign-out) and closes its sockets; the subject's other sessions stay. */
  async revoke(sessionId: string): Promise<void> {
    await this.markRevoked(sessionId, this.pool);
    this.closeSockets(sessionId);
  }

  /**
   * The revocation alone, through a caller's transaction (so its audit row commits with it); the caller
   * calls `closeSockets` once that transaction has committed.
   */
  async markRevoked(sessionId: string, db: Pick<Pool, 'query'>): Promise<void> {
    await db.query(`UPDATE auth_sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL`, [sessionId]);
  }

  /** Closes a revoked session's sockets on every instance. After the commit: a socket admitted from now on re-checks its session and sees it revoked. */
  closeSockets(sessionId: string): void {
    this.realtime.disconnectSession(sessionId);
  }

  /**
   * Ends every session of a subject through the caller's transaction, the one that makes the change
   * they end for (password change or reset, account lock, staff disable, 2FA reset), and records
   * `auth.sessions-revoked` with it: the change never commits without the revocation, and the sockets
   * close from the auth.close-sockets reactor even if this process dies. Call `closeSubjectSockets`
   * after the commit to close them at once.
   */
  async revokeAllIn(db: PoolClient, kind: 'player' | 'staff', subjectId: string): Promise<void> {
    await db.query(`UPDATE auth_sessions SET revoked_at = now() WHERE subject_kind = $1 AND subject_id = $2 AND revoked_at IS NULL`, [
      kind,
      subjectId,
    ]);
    await this.outbox.append(db, [
      { type: 'auth.sessions-revoked', streamId: `${kind}-${subjectId}`, data: { subjectKind: kind, subjectId } },
    ]);
  }

  /** Closes every socket of a subject on every instance (after `revokeAllIn` committed). */
  closeSubjectSockets(kind: 'player' | 'staff', subjectId: string): void {
    this.realtime.disconnectSubject(kind, subjectId);
  }

  /** Ends every session of a subject in a transaction of its own and closes all its sockets. */
  async revokeAll(kind: 'player' | 'staff', subjectId: string): Promise<void> {
    await inTransaction(this.pool, (db) => this.revokeAllIn(db, kind, subjectId));
    this.closeSubjectSockets(kind, subjectId);
  }
}
