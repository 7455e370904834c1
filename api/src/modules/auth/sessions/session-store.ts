import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import { RealtimeNotifier } from '../../../platform/realtime/realtime-notifier.js';
import type { AuthenticatedSubject, TokenVerifier } from '../../../platform/realtime/token-verifier.port.js';

export interface IssuedSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

const hash = (token: string) => createHash('sha256').update(token).digest();

/**
 * Opaque, revocable bearer sessions. The token is 32 random bytes; the table keeps only its hash.
 * Every way a session ends (log-out, sign-out, password change or reset, lock, staff disable, 2FA reset)
 * goes through `revoke` or `revokeAll`, which also close the sockets opened with it on every api instance.
 */
@Injectable()
export class SessionStore implements TokenVerifier {
  static readonly playerLifetimeMs = 30 * 24 * 3600 * 1000;
  static readonly staffLifetimeMs = 12 * 3600 * 1000;

  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(RealtimeNotifier) private readonly realtime: RealtimeNotifier,
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

  /** Ends every session of a subject (password change or reset, account lock, staff disable) and closes all its sockets. */
  async revokeAll(kind: 'player' | 'staff', subjectId: string): Promise<void> {
    await this.pool.query(
      `UPDATE auth_sessions SET revoked_at = now() WHERE subject_kind = $1 AND subject_id = $2 AND revoked_at IS NULL`,
      [kind, subjectId],
    );
    this.realtime.disconnectSubject(kind, subjectId);
  }
}
