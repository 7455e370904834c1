import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';

export interface PlayerRecord {
  id: string;
  username: string;
  passwordHash: string;
  name: string;
  email: string;
  phone: string;
  currency: 'BDT' | 'INR' | 'PKR';
  language: 'en' | 'bn';
  referralCode: string;
  referredBy: string | null;
  agentCode: string | null;
  affiliateCode: string | null;
  status: 'active' | 'locked';
  lockReason: string | null;
  dofb: string | null;
  phoneVerifiedAt: Date | null;
  emailVerifiedAt: Date | null;
  vipCoin: number;
  signUpChannel: 'mobile' | 'desktop' | 'seed' | 'staff';
  signUpIp: string | null;
  createdAt: Date;
}

export interface NewPlayer {
  username: string;
  passwordHash: string;
  name: string;
  email: string;
  phone: string;
  currency: 'BDT' | 'INR' | 'PKR';
  language: 'en' | 'bn';
  referralCode: string;
  referredBy: string | null;
  agentCode: string | null;
  affiliateCode: string | null;
  signUpChannel: 'mobile' | 'desktop' | 'seed' | 'staff';
  signUpIp: string | null;
  phoneVerified?: boolean;
}

const columns = `id::text AS id, username, password_hash, name, email, phone, currency, language, referral_code,
  referred_by::text AS referred_by, agent_code, affiliate_code, status, lock_reason, to_char(dofb, 'YYYY-MM-DD') AS dofb,
  phone_verified_at, email_verified_at, vip_coin, sign_up_channel, sign_up_ip, created_at`;

type Row = Record<string, unknown>;
const toRecord = (r: Row): PlayerRecord => ({
  id: r.id as string,
  username: r.username as string,
  passwordHash: r.password_hash as string,
  name: r.name as string,
  email: r.email as string,
  phone: r.phone as string,
  currency: r.currency as PlayerRecord['currency'],
  language: r.language as PlayerRecord['language'],
  referralCode: r.referral_code as string,
  referredBy: r.referred_by as string | null,
  agentCode: r.agent_code as string | null,
  affiliateCode: r.affiliate_code as string | null,
  status: r.status as PlayerRecord['status'],
  lockReason: r.lock_reason as string | null,
  dofb: r.dofb as string | null,
  phoneVerifiedAt: r.phone_verified_at as Date | null,
  emailVerifiedAt: r.email_verified_at as Date | null,
  vipCoin: r.vip_coin as number,
  signUpChannel: r.sign_up_channel as PlayerRecord['signUpChannel'],
  signUpIp: r.sign_up_ip as string | null,
  createdAt: r.created_at as Date,
});

/** Columns the player list sorts by (`sort` on GET /api/admin/players), each with its SQL. */
const playerSortSql = { created_at: 'created_at', username: 'lower(username)', id: 'id' } as const;
export type PlayerSortColumn = keyof typeof playerSortSql;
export const playerSortColumns = Object.keys(playerSortSql) as PlayerSortColumn[];

export interface PlayerSearch {
  /** Username prefix, e-mail prefix (both case-insensitive), digits of a phone, or a remote id; empty lists everyone. */
  text: string;
  /** Only players carrying this staff tag (any case; issue 22). */
  tag?: string;
  /** Newest first when absent. */
  sort?: { column: PlayerSortColumn; descending: boolean };
  page: number;
  perPage: number;
}

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export type InsertOutcome = { ok: true; player: PlayerRecord } | { ok: false; conflict: 'username' | 'referral_code' };

/** The `players` table. Every other module reaches players through the module's commands and queries. */
@Injectable()
export class PlayersRepository {
  constructor(@Inject(DB_POOL) readonly pool: Pool) {}

  async findById(id: string): Promise<PlayerRecord | undefined> {
    if (!/^\d{1,18}$/.test(id)) return undefined;
    const { rows } = await this.pool.query<Row>(`SELECT ${columns} FROM players WHERE id = $1`, [id]);
    return rows[0] && toRecord(rows[0]);
  }

  async findByUsername(username: string): Promise<PlayerRecord | undefined> {
    const { rows } = await this.pool.query<Row>(`SELECT ${columns} FROM players WHERE lower(username) = lower($1)`, [username]);
    return rows[0] && toRecord(rows[0]);
  }

  async usernameTaken(username: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(`SELECT 1 FROM players WHERE lower(username) = lower($1)`, [username]);
    return (rowCount ?? 0) > 0;
  }

  async idOfReferralCode(code: string): Promise<string | undefined> {
    const { rows } = await this.pool.query<{ id: string }>(`SELECT id::text AS id FROM players WHERE referral_code = upper($1)`, [code]);
    return rows[0]?.id;
  }

  /** Inserts inside the caller's transaction; a unique violation comes back as a value, the transaction stays usable. */
  /** Removes a player whose sign-up could not finish (its wallet did not open): nothing else refers to it yet. */
  async removeNew(id: string): Promise<void> {
    await this.pool.query(`DELETE FROM players WHERE id = $1`, [id]);
  }

  async insert(client: PoolClient, player: NewPlayer): Promise<InsertOutcome> {
    await client.query('SAVEPOINT insert_player');
    try {
      const { rows } = await client.query<Row>(
        `INSERT INTO players (username, password_hash, name, email, phone, currency, language, referral_code, referred_by,
           agent_code, affiliate_code, sign_up_channel, sign_up_ip, phone_verified_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, CASE WHEN $14::boolean THEN now() END)
         RETURNING ${columns}`,
        [
          player.username,
          player.passwordHash,
          player.name,
          player.email,
          player.phone,
          player.currency,
          player.language,
          player.referralCode,
          player.referredBy,
          player.agentCode,
          player.affiliateCode,
          player.signUpChannel,
          player.signUpIp,
          player.phoneVerified ?? false,
        ],
      );
      await client.query('RELEASE SAVEPOINT insert_player');
      return { ok: true, player: toRecord(rows[0]!) };
    } catch (error) {
      await client.query('ROLLBACK TO SAVEPOINT insert_player');
      const constraint =
        (error as { code?: string; constraint?: string }).code === '23505' ? (error as { constraint?: string }).constraint : undefined;
      if (constraint === 'players_username_lower') return { ok: false, conflict: 'username' };
      if (constraint === 'players_referral_code_key') return { ok: false, conflict: 'referral_code' };
      throw error;
    }
  }

  async setPasswordHash(id: string, passwordHash: string, db: Pick<Pool, 'query'> = this.pool): Promise<void> {
    await db.query(`UPDATE players SET password_hash = $2, updated_at = now() WHERE id = $1`, [id, passwordHash]);
  }

  /** Saves the birth date only while none is saved; false when one already was. */
  async setBirthDateOnce(id: string, dofb: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(`UPDATE players SET dofb = $2, updated_at = now() WHERE id = $1 AND dofb IS NULL`, [
      id,
      dofb,
    ]);
    return (rowCount ?? 0) > 0;
  }

  async markPhoneVerified(id: string): Promise<void> {
    await this.pool.query(`UPDATE players SET phone_verified_at = coalesce(phone_verified_at, now()), updated_at = now() WHERE id = $1`, [
      id,
    ]);
  }

  async markEmailVerified(id: string): Promise<void> {
    await this.pool.query(`UPDATE players SET email_verified_at = coalesce(email_verified_at, now()), updated_at = now() WHERE id = $1`, [
      id,
    ]);
  }

  /**
   * The back-office search, newest first. One text box serves every key: a username or e-mail starting
   * with it, a main or extra phone containing its digits (3 or more, so "01" does not list everyone), or
   * the exact remote id.
   */
  async search(filter: PlayerSearch): Promise<{ rows: PlayerRecord[]; total: number }> {
    const text = filter.text.trim();
    const values: unknown[] = [];
    const or: string[] = [];
    const bind = (value: unknown) => {
      values.push(value);
      return `$${values.length}`;
    };
    if (text) {
      const prefix = bind(`${likeEscaped(text.toLowerCase())}%`);
      or.push(`lower(username) LIKE ${prefix}`, `lower(email) LIKE ${prefix}`);
      // "+880 1712-345678" finds 01712345678: the country code is dropped, the local number kept.
      const digits = text
        .replace(/\D/g, '')
        .replace(/^880?(?=1\d{9}$)/, '0')
        .replace(/^88(?=01)/, '');
      if (digits.length >= 3 && /^[\d\s()+-]+$/.test(text)) {
        const contains = bind(`%${digits}%`);
        or.push(
          `phone LIKE ${contains}`,
          `EXISTS (SELECT 1 FROM player_phones pp WHERE pp.player_id = players.id AND pp.phone LIKE ${contains})`,
        );
      }
      if (/^\d{1,18}$/.test(text)) or.push(`id = ${bind(text)}::bigint`);
    }
    const and = or.length ? [`(${or.join(' OR ')})`] : [];
    if (filter.tag)
      and.push(`EXISTS (SELECT 1 FROM player_tags t WHERE t.player_id = players.id AND lower(t.tag) = lower(${bind(filter.tag)}))`);
    const where = and.length ? `WHERE ${and.join(' AND ')}` : '';
    const matching = values.length;
    const sort = filter.sort ?? { column: 'created_at', descending: true };
    const direction = sort.descending ? 'DESC' : 'ASC';
    // the id breaks ties so a row never shows on two pages; the column's SQL comes from the whitelist only
    const order = `${playerSortSql[sort.column]} ${direction}, id ${direction}`;
    // rows and total from one statement: a player signing up between two reads would show in one and not the other
    const { rows } = await this.pool.query<Row & { total: number }>(
      `SELECT ${columns}, count(*) OVER ()::int AS total FROM players ${where}
        ORDER BY ${order} LIMIT ${bind(filter.perPage)} OFFSET ${bind((filter.page - 1) * filter.perPage)}`,
      values,
    );
    let total = rows[0]?.total ?? 0;
    if (!rows[0] && filter.page > 1) {
      // past the last page: no row carries the total
      const count = await this.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM players ${where}`, values.slice(0, matching));
      total = count.rows[0]!.n;
    }
    return { rows: rows.map(toRecord), total };
  }

  /** Reads a player inside the caller's transaction, holding the row until it ends (staff changes). */
  async findForUpdate(client: PoolClient, id: string): Promise<PlayerRecord | undefined> {
    if (!/^\d{1,18}$/.test(id)) return undefined;
    const { rows } = await client.query<Row>(`SELECT ${columns} FROM players WHERE id = $1 FOR UPDATE`, [id]);
    return rows[0] && toRecord(rows[0]);
  }

  /** Locks (with the reason) or reopens an account inside the caller's transaction. */
  async setStatus(client: PoolClient, id: string, status: PlayerRecord['status'], lockReason: string | null): Promise<PlayerRecord> {
    const { rows } = await client.query<Row>(
      `UPDATE players SET status = $2, lock_reason = $3, updated_at = now() WHERE id = $1 RETURNING ${columns}`,
      [id, status, lockReason],
    );
    return toRecord(rows[0]!);
  }

  /** Marks the main phone verified inside the caller's transaction (the first verification time is kept). */
  async markPhoneVerifiedIn(client: PoolClient, id: string): Promise<PlayerRecord> {
    const { rows } = await client.query<Row>(
      `UPDATE players SET phone_verified_at = coalesce(phone_verified_at, now()), updated_at = now() WHERE id = $1 RETURNING ${columns}`,
      [id],
    );
    return toRecord(rows[0]!);
  }

  /** The username of one player (the referrer on the staff view). */
  async usernameOf(id: string): Promise<string | undefined> {
    const { rows } = await this.pool.query<{ username: string }>(`SELECT username FROM players WHERE id = $1`, [id]);
    return rows[0]?.username;
  }
}
