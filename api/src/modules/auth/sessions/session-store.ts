import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import { inTransaction } from '../../../platform/database/transaction.js';
import { EventOutbox } from '../../../platform/events/index.js';
import { RealtimeNotifier } from '../../../platform/realtime/realtime-notifier.js';
import type { AuthenticatedSubject, TokenVerifier } from '../../../platform/realtime/token-verifier.port.js';
import '../events/auth-events.js';
import { SessionCache } from './session-cache.js';

export interface IssuedSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

const hash = (token: string) => createHash('sha256').update(token).digest();

/**
 * What a revocation inside a caller's transaction ended: hand it to `SessionStore.revocationCommitted` once
 * that transaction has committed, and await it before answering.
 */
export interface Revocation {
  /** The ended sessions' token hashes (hex): their cached session checks are dropped. */
  readonly tokenHashes: readonly string[];
  /** Whose sockets close: one session's, or every one of a subject's. */
  readonly sockets: { readonly sessionId: string } | { readonly kind: 'player' | 'staff'; readonly subjectId: string };
}

/**
 * Opaque, revocable bearer sessions. The token is 32 random bytes; the table keeps only its hash.
 * Every way a session ends (log-out, sign-out, password change or reset, lock, exclusion, staff disable,
 * 2FA reset, reality-check log-out) goes through `revoke`, `revokeAll`, or `markRevoked` / `revokeAllIn`
 * in the caller's transaction followed by `revocationCommitted` after its commit: the session check's
 * cache (`SessionCache`, Redis) forgets the sessions, then their sockets close on every api instance.
 */
@Injectable()
export class SessionStore implements TokenVerifier {
  static readonly playerLifetimeMs = 30 * 24 * 3600 * 1000;
  static readonly staffLifetimeMs = 12 * 3600 * 1000;

  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(RealtimeNotifier) private readonly realtime: RealtimeNotifier,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
    @Inject(SessionCache) private readonly cache: SessionCache,
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

  /**
   * The live session of a bearer token, or null. Answered from the session cache when it holds it (a
   * revocation drops it after its commit, before its answer), else from Postgres. Sessions have no sliding
   * expiry and no last-seen column: nothing is written here, so a cached answer skips no write.
   */
  async verify(token: string): Promise<AuthenticatedSubject | null> {
    const tokenHash = SessionStore.tokenHash(token);
    return tokenHash ? this.verifyHashed(tokenHash) : null;
  }

  /** The SHA-256 of a bearer token as the sessions table keeps it; undefined for what cannot be a token. */
  static tokenHash(token: string): Buffer | undefined {
    return token && token.length <= 200 ? hash(token) : undefined;
  }

  /** `verify` for a token already hashed by `tokenHash` (the balance poll keys what it remembers by the hash). */
  async verifyHashed(tokenHash: Buffer): Promise<AuthenticatedSubject | null> {
    return this.cache.verify(tokenHash.toString('hex'), () => this.read(tokenHash));
  }

  private async read(tokenHash: Buffer): Promise<AuthenticatedSubject | null> {
    const { rows } = await this.pool.query<{ id: string; subject_kind: 'player' | 'staff'; subject_id: string; expires_at: Date }>({
      name: 'session-verify',
      text: `SELECT id, subject_kind, subject_id, expires_at FROM auth_sessions
             WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()`,
      values: [tokenHash],
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

  /**
   * Ends one session (log-out, a reality check's time limit) in a transaction of its own, with its
   * `auth.sessions-revoked` event, and closes its sockets.
   */
  async revoke(sessionId: string): Promise<void> {
    await this.revocationCommitted(await inTransaction(this.pool, (db) => this.markRevoked(sessionId, db)));
  }

  /**
   * The revocation of one session, through a caller's transaction (so its audit row commits with it), and
   * `auth.sessions-revoked` naming the session in the same transaction: if this process dies after the
   * commit, the auth.close-sockets reactor still drops the cache entry and closes the session's sockets.
   * The caller awaits `revocationCommitted` with what this returns once that transaction has committed.
   * A session already ended records nothing.
   */
  async markRevoked(sessionId: string, db: PoolClient): Promise<Revocation> {
    const { rows } = await db.query<{ token_hash: Buffer; subject_kind: 'player' | 'staff'; subject_id: string }>(
      `UPDATE auth_sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL
       RETURNING token_hash, subject_kind, subject_id`,
      [sessionId],
    );
    const tokenHashes = rows.map((r) => r.token_hash.toString('hex'));
    const row = rows[0];
    if (row) {
      const { subject_kind: subjectKind, subject_id: subjectId } = row;
      await this.outbox.append(db, [
        {
          type: 'auth.sessions-revoked',
          streamId: `${subjectKind}-${subjectId}`,
          data: { subjectKind, subjectId, sessionId, tokenHashes },
        },
      ]);
    }
    return { tokenHashes, sockets: { sessionId } };
  }

  /**
   * Ends every session of a subject through the caller's transaction, the one that makes the change
   * they end for (password change or reset, account lock, exclusion, staff disable, 2FA reset), and
   * records `auth.sessions-revoked` with it: the change never commits without the revocation, and the
   * cache entries are dropped and the sockets closed by the auth.close-sockets reactor even if this
   * process dies. The caller awaits `revocationCommitted` after the commit, before it answers.
   */
  async revokeAllIn(db: PoolClient, kind: 'player' | 'staff', subjectId: string): Promise<Revocation> {
    const { rows } = await db.query<{ token_hash: Buffer }>(
      `UPDATE auth_sessions SET revoked_at = now()
        WHERE subject_kind = $1 AND subject_id = $2 AND revoked_at IS NULL RETURNING token_hash`,
      [kind, subjectId],
    );
    const tokenHashes = rows.map((r) => r.token_hash.toString('hex'));
    await this.outbox.append(db, [
      { type: 'auth.sessions-revoked', streamId: `${kind}-${subjectId}`, data: { subjectKind: kind, subjectId, tokenHashes } },
    ]);
    return { tokenHashes, sockets: { kind, subjectId } };
  }

  /**
   * After the revocation's transaction committed, and awaited before the revoking call answers: the
   * session checks of every process stop answering these sessions from Redis, then their sockets close
   * on every instance (a socket admitted from then on re-checks its session and sees it revoked).
   * Never throws: the revocation has committed (a failed invalidation is retried in the background).
   */
  async revocationCommitted(revocation: Revocation): Promise<void> {
    await this.cache.invalidate(revocation.tokenHashes);
    const { sockets } = revocation;
    if ('sessionId' in sockets) this.realtime.disconnectSession(sockets.sessionId);
    else this.realtime.disconnectSubject(sockets.kind, sockets.subjectId);
  }

  /** Ends every session of a subject in a transaction of its own and closes all its sockets. */
  async revokeAll(kind: 'player' | 'staff', subjectId: string): Promise<void> {
    await this.revocationCommitted(await inTransaction(this.pool, (db) => this.revokeAllIn(db, kind, subjectId)));
  }
}
