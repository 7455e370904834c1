import { Injectable } from '@nestjs/common';
import type { Db } from '../../../platform/database/transaction.js';
import type { AbuseFlag, SignUpTrace } from '../domain/referral-abuse.js';

export type ReferralStatus = 'none' | 'active' | 'held' | 'cancelled';

export interface NewMember extends SignUpTrace {
  playerId: string;
  username: string;
  referrerId: string | null;
  status: ReferralStatus;
  flags: AbuseFlag[];
  signedUpAt: Date;
}

export interface Downline {
  playerId: string;
  username: string;
  status: ReferralStatus;
  signedUpAt: Date;
}

/** Players as the referral programme knows them (migration 1795631000000). */
@Injectable()
export class ReferralMembersRepository {
  async trace(db: Db, playerId: string): Promise<SignUpTrace | undefined> {
    const { rows } = await db.query<{ ip: string | null; phone_digest: string; user_agent_digest: string | null }>(
      `SELECT ip, phone_digest, user_agent_digest FROM referral_members WHERE player_id = $1`,
      [playerId],
    );
    return rows[0] && { ip: rows[0].ip, phoneDigest: rows[0].phone_digest, userAgentDigest: rows[0].user_agent_digest };
  }

  /** Sign-ups under one referrer from one IP in the 24 hours before `at`. */
  async recentFromIp(db: Db, referrerId: string, ip: string, at: Date): Promise<number> {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM referral_members
        WHERE referrer_id = $1 AND ip = $2 AND signed_up_at > $3::timestamptz - interval '24 hours' AND signed_up_at <= $3`,
      [referrerId, ip, at],
    );
    return rows[0]!.n;
  }

  /** Records a sign-up once (a redelivered event changes nothing). */
  async insert(db: Db, member: NewMember): Promise<void> {
    await db.query(
      `INSERT INTO referral_members (player_id, username, referrer_id, status, flags, ip, phone_digest, user_agent_digest, signed_up_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (player_id) DO NOTHING`,
      [
        member.playerId,
        member.username,
        member.referrerId,
        member.status,
        member.flags,
        member.ip,
        member.phoneDigest,
        member.userAgentDigest,
        member.signedUpAt,
      ],
    );
  }

  /** Who referred each of the given players, and whether the referral is active or held (others left out). */
  async referrersOf(db: Db, playerIds: readonly string[]): Promise<Map<string, { referrerId: string; held: boolean }>> {
    if (!playerIds.length) return new Map();
    const { rows } = await db.query<{ player_id: string; referrer_id: string; status: ReferralStatus }>(
      `SELECT player_id, referrer_id, status FROM referral_members
        WHERE player_id = ANY($1) AND status IN ('active', 'held')`,
      [playerIds],
    );
    return new Map(rows.map((r) => [r.player_id, { referrerId: r.referrer_id, held: r.status === 'held' }]));
  }

  /** A referrer's downlines, newest first. */
  async downlines(db: Db, referrerId: string, limit: number): Promise<Downline[]> {
    const { rows } = await db.query<{ player_id: string; username: string; status: ReferralStatus; signed_up_at: Date }>(
      `SELECT player_id, username, status, signed_up_at FROM referral_members
        WHERE referrer_id = $1 ORDER BY signed_up_at DESC LIMIT $2`,
      [referrerId, limit],
    );
    return rows.map((r) => ({ playerId: r.player_id, username: r.username, status: r.status, signedUpAt: r.signed_up_at }));
  }
}
