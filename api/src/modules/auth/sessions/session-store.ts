import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import type { AuthenticatedSubject, TokenVerifier } from '../../../platform/realtime/token-verifier.port.js';

export interface IssuedSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

const hash = (token: string) => createHash('sha256').update(token).digest();

/** Opaque, revocable bearer sessions. The token is 32 random bytes; the table keeps only its hash. */
@Injectable()
export class SessionStore implements TokenVerifier {
  static readonly playerLifetimeMs = 30 * 24 * 3600 * 1000;
  static readonly staffLifetimeMs = 12 * 3600 * 1000;

  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

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
    const { rows } = await this.pool.query<{ id: string; subject_kind: 'player' | 'staff'; subject_id: string }>({
      name: 'session-verify',
      text: `SELECT id, subject_kind, subject_id FROM auth_sessions
             WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()`,
      values: [hash(token)],
    });
    const row = rows[0];
    return row ? { kind: row.subject_kind, id: row.subject_id, sessionId: row.id } : null;
  }

  async revoke(sessionId: string): Promise<void> {
    await this.pool.query(`UPDATE auth_sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL`, [sessionId]);
  }

  /** Ends every session of a subject (password change or reset, account lock). */
  async revokeAll(kind: 'player' | 'staff', subjectId: string): Promise<void> {
    await this.pool.query(
      `UPDATE auth_sessions SET revoked_at = now() WHERE subject_kind = $1 AND subject_id = $2 AND revoked_at IS NULL`,
      [kind, subjectId],
    );
  }
}
