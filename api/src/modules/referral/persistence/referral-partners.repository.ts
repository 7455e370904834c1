import { Injectable } from '@nestjs/common';
import type { Db } from '../../../platform/database/transaction.js';
import type { CommissionBasis } from '../domain/partner-commission.js';

export type PartnerKind = 'agent' | 'affiliate';
export type CommissionPeriod = 'week' | 'month';

export interface Partner {
  id: string;
  kind: PartnerKind;
  name: string;
  code: string;
  status: 'active' | 'suspended';
  basis: CommissionBasis;
  shareBp: number;
  period: CommissionPeriod;
  /** Their own player account, credited with the commission; null: recorded as payable. */
  playerId: string | null;
  createdAt: Date;
}

export interface PartnerCommission {
  partnerId: string;
  period: CommissionPeriod;
  periodStart: string;
  players: number;
  turnoverMinor: bigint;
  ngrMinor: bigint;
  depositsMinor: bigint;
  basis: CommissionBasis;
  shareBp: number;
  amountMinor: bigint;
  status: 'credited' | 'payable' | 'nothing';
  paidToPlayerId: string | null;
  computedAt: Date;
}

interface PartnerRow {
  id: string;
  kind: PartnerKind;
  name: string;
  code: string;
  status: Partner['status'];
  basis: CommissionBasis;
  share_bp: number;
  period: CommissionPeriod;
  player_id: string | null;
  created_at: Date;
}

const partnerOf = (r: PartnerRow): Partner => ({
  id: r.id,
  kind: r.kind,
  name: r.name,
  code: r.code,
  status: r.status,
  basis: r.basis,
  shareBp: r.share_bp,
  period: r.period,
  playerId: r.player_id,
  createdAt: r.created_at,
});

const columns = `id::text, kind, name, code, status, basis, share_bp, period, player_id, created_at`;

/** Agents and affiliates, the players bound to them and their commission per period (migration 1795960000000). */
@Injectable()
export class ReferralPartnersRepository {
  async all(db: Db): Promise<Partner[]> {
    const { rows } = await db.query<PartnerRow>(`SELECT ${columns} FROM referral_partners ORDER BY kind, name, id`);
    return rows.map(partnerOf);
  }

  async one(db: Db, id: string, lock = false): Promise<Partner | undefined> {
    const { rows } = await db.query<PartnerRow>(`SELECT ${columns} FROM referral_partners WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
    return rows[0] && partnerOf(rows[0]);
  }

  /** An active record of `kind` with this (normalised) code. */
  async activeByCode(db: Db, kind: PartnerKind, code: string): Promise<Partner | undefined> {
    const { rows } = await db.query<PartnerRow>(
      `SELECT ${columns} FROM referral_partners WHERE kind = $1 AND code = $2 AND status = 'active'`,
      [kind, code],
    );
    return rows[0] && partnerOf(rows[0]);
  }

  /** A new record; undefined when the code is taken (by an agent or an affiliate). */
  async insert(db: Db, p: Omit<Partner, 'id' | 'createdAt'>): Promise<Partner | undefined> {
    const { rows } = await db.query<PartnerRow>(
      `INSERT INTO referral_partners (kind, name, code, status, basis, share_bp, period, player_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (code) DO NOTHING RETURNING ${columns}`,
      [p.kind, p.name, p.code, p.status, p.basis, p.shareBp, p.period, p.playerId],
    );
    return rows[0] && partnerOf(rows[0]);
  }

  /** New terms, status or name (the code stays: players were bound by it). */
  async update(db: Db, id: string, p: Pick<Partner, 'name' | 'status' | 'basis' | 'shareBp' | 'period' | 'playerId'>): Promise<Partner> {
    const { rows } = await db.query<PartnerRow>(
      `UPDATE referral_partners SET name = $2, status = $3, basis = $4, share_bp = $5, period = $6, player_id = $7 WHERE id = $1 RETURNING ${columns}`,
      [id, p.name, p.status, p.basis, p.shareBp, p.period, p.playerId],
    );
    return partnerOf(rows[0]!);
  }

  /** Binds a sign-up to a record once (a redelivered event changes nothing). */
  async bind(db: Db, playerId: string, partner: Partner, username: string, at: Date): Promise<void> {
    await db.query(
      `INSERT INTO referral_partner_players (player_id, partner_id, partner_kind, username, signed_up_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (player_id, partner_kind) DO NOTHING`,
      [playerId, partner.id, partner.kind, username, at],
    );
  }

  /** The players bound to a record, newest first. */
  async players(db: Db, partnerId: string, limit = 1000): Promise<{ playerId: string; username: string; signedUpAt: Date }[]> {
    const { rows } = await db.query<{ player_id: string; username: string; signed_up_at: Date }>(
      `SELECT player_id, username, signed_up_at FROM referral_partner_players WHERE partner_id = $1 ORDER BY signed_up_at DESC, player_id LIMIT $2`,
      [partnerId, limit],
    );
    return rows.map((r) => ({ playerId: r.player_id, username: r.username, signedUpAt: r.signed_up_at }));
  }

  async playerCounts(db: Db): Promise<Map<string, number>> {
    const { rows } = await db.query<{ partner_id: string; n: number }>(
      `SELECT partner_id::text, count(*)::int AS n FROM referral_partner_players GROUP BY partner_id`,
    );
    return new Map(rows.map((r) => [r.partner_id, r.n]));
  }

  /**
   * Records a period's commission: false when it was recorded already (the primary key is the guard; a concurrent
   * run's insert is waited on).
   */
  async claimCommission(db: Db, c: Omit<PartnerCommission, 'computedAt'>): Promise<boolean> {
    const { rowCount } = await db.query(
      `INSERT INTO referral_partner_commissions (partner_id, period, period_start, players, turnover_minor, ngr_minor, deposits_minor,
              basis, share_bp, amount_minor, status, paid_to_player_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT DO NOTHING`,
      [
        c.partnerId,
        c.period,
        c.periodStart,
        c.players,
        c.turnoverMinor,
        c.ngrMinor,
        c.depositsMinor,
        c.basis,
        c.shareBp,
        c.amountMinor,
        c.status,
        c.paidToPlayerId,
      ],
    );
    return rowCount === 1;
  }

  async commissions(db: Db, partnerId: string, limit = 24): Promise<PartnerCommission[]> {
    const { rows } = await db.query<{
      partner_id: string;
      period: CommissionPeriod;
      period_start: string;
      players: number;
      turnover_minor: string;
      ngr_minor: string;
      deposits_minor: string;
      basis: CommissionBasis;
      share_bp: number;
      amount_minor: string;
      status: PartnerCommission['status'];
      paid_to_player_id: string | null;
      computed_at: Date;
    }>(
      `SELECT partner_id::text, period, to_char(period_start, 'YYYY-MM-DD') AS period_start, players, turnover_minor::text, ngr_minor::text,
              deposits_minor::text, basis, share_bp, amount_minor::text, status, paid_to_player_id, computed_at
         FROM referral_partner_commissions WHERE partner_id = $1 ORDER BY period_start DESC, period LIMIT $2`,
      [partnerId, limit],
    );
    return rows.map((r) => ({
      partnerId: r.partner_id,
      period: r.period,
      periodStart: r.period_start,
      players: r.players,
      turnoverMinor: BigInt(r.turnover_minor),
      ngrMinor: BigInt(r.ngr_minor),
      depositsMinor: BigInt(r.deposits_minor),
      basis: r.basis,
      shareBp: r.share_bp,
      amountMinor: BigInt(r.amount_minor),
      status: r.status,
      paidToPlayerId: r.paid_to_player_id,
      computedAt: r.computed_at,
    }));
  }
}
