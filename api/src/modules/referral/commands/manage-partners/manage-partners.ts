import {
  formatMoney,
  type StaffReferralPartner,
  type StaffReferralPartnerCommission,
  type StaffReferralPartnerInput,
  type StaffReferralPartnerReport,
} from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { Clock } from '../../../../platform/clock/clock.js';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { StaffWrite, type AuditContext } from '../../../backoffice/index.js';
import { dhakaDate } from '../../domain/dhaka-day.js';
import { commissionOf, normalPartnerCode } from '../../domain/partner-commission.js';
import { nextPeriodStart, parsePeriod, periodBounds, periodStartOf } from '../../domain/reward-periods.js';
import { ReferralPartnersRepository, type Partner, type PartnerCommission } from '../../persistence/referral-partners.repository.js';
import { partnerFigures, sumFigures } from '../../queries/partners/partner-figures.js';

export type PartnerRefusal = 'code_taken' | 'no_player' | 'not_found' | 'bad_period';
export type PartnerResult<T> = { ok: true; value: T } | { ok: false; refusal: PartnerRefusal };

const percentOf = (bp: number) => (bp / 100).toFixed(2);
const bpOf = (percent: string) => Math.round(Number(percent) * 100);

export const presentPartner = (p: Partner, players: number): StaffReferralPartner => ({
  id: p.id,
  kind: p.kind,
  name: p.name,
  code: p.code,
  status: p.status,
  basis: p.basis,
  share_percent: percentOf(p.shareBp),
  period: p.period,
  player_id: p.playerId,
  players,
  created_at: p.createdAt.toISOString(),
});

const presentCommission = (c: PartnerCommission): StaffReferralPartnerCommission => ({
  period: c.period,
  period_start: c.periodStart,
  players: c.players,
  turnover: formatMoney(c.turnoverMinor),
  ngr: formatMoney(c.ngrMinor),
  deposits: formatMoney(c.depositsMinor),
  basis: c.basis,
  share_percent: percentOf(c.shareBp),
  amount: formatMoney(c.amountMinor),
  status: c.status,
  paid_to_player_id: c.paidToPlayerId,
  computed_at: c.computedAt.toISOString(),
});

/**
 * Agents and affiliates for staff (issue 21): create and change records (loyalty.manage, audited StaffWrite:
 * money terms), list them, and a record's report (reports.read): its players' turnover, revenue and deposits in a
 * week or month, the commission due on its terms, and the commissions the job recorded.
 */
@Injectable()
export class ManagePartners {
  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(StaffWrite) private readonly staffWrite: StaffWrite,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(ReferralPartnersRepository) private readonly partners: ReferralPartnersRepository,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async list(): Promise<StaffReferralPartner[]> {
    const [all, counts] = await Promise.all([this.partners.all(this.pool), this.partners.playerCounts(this.pool)]);
    return all.map((p) => presentPartner(p, counts.get(p.id) ?? 0));
  }

  /** A player id staff give must be a player the referral module saw sign up (it never reads the players table). */
  private async knownPlayer(db: Pool | import('pg').PoolClient, playerId: string | null | undefined): Promise<boolean> {
    if (!playerId) return true;
    return (await db.query(`SELECT 1 FROM referral_members WHERE player_id = $1`, [playerId])).rowCount === 1;
  }

  create(input: Required<Pick<StaffReferralPartnerInput, 'kind' | 'code'>> & StaffReferralPartnerInput, audit: AuditContext) {
    return this.staffWrite.run<PartnerResult<StaffReferralPartner>>(audit, async (db) => {
      if (!(await this.knownPlayer(db, input.player_id))) return { result: { ok: false, refusal: 'no_player' } };
      const created = await this.partners.insert(db, {
        kind: input.kind,
        name: input.name.trim(),
        code: normalPartnerCode(input.code),
        status: 'active',
        basis: input.basis,
        shareBp: bpOf(input.share_percent),
        period: input.period,
        playerId: input.player_id ?? null,
      });
      if (!created) return { result: { ok: false, refusal: 'code_taken' } };
      const value = presentPartner(created, 0);
      return {
        result: { ok: true, value },
        entry: { action: 'referral.partner_created', targetKind: 'referral_partner', targetId: created.id, before: null, after: value },
      };
    });
  }

  update(id: string, input: StaffReferralPartnerInput & { status: 'active' | 'suspended' }, audit: AuditContext) {
    return this.staffWrite.run<PartnerResult<StaffReferralPartner>>(audit, async (db) => {
      const current = await this.partners.one(db, id, true);
      if (!current) return { result: { ok: false, refusal: 'not_found' } };
      if (!(await this.knownPlayer(db, input.player_id))) return { result: { ok: false, refusal: 'no_player' } };
      const players = (await this.partners.playerCounts(db)).get(id) ?? 0;
      const updated = await this.partners.update(db, id, {
        name: input.name.trim(),
        status: input.status,
        basis: input.basis,
        shareBp: bpOf(input.share_percent),
        period: input.period,
        playerId: input.player_id === undefined ? current.playerId : input.player_id,
      });
      const value = presentPartner(updated, players);
      return {
        result: { ok: true, value },
        entry: {
          action: 'referral.partner_changed',
          targetKind: 'referral_partner',
          targetId: id,
          before: presentPartner(current, players),
          after: value,
        },
      };
    });
  }

  /** A record's players in one period (the current one by default) and the commission due on today's terms. */
  async report(id: string, periodStart: string | undefined): Promise<PartnerResult<StaffReferralPartnerReport>> {
    const partner = await this.partners.one(this.pool, id);
    if (!partner) return { ok: false, refusal: 'not_found' };
    const now = this.clock.now();
    const start = periodStart === undefined ? periodStartOf(partner.period, dhakaDate(now)) : parsePeriod(partner.period, periodStart);
    if (!start) return { ok: false, refusal: 'bad_period' };
    const bounds = periodBounds(partner.period, start);
    const players = await this.partners.players(this.pool, id, 200);
    const figures = await partnerFigures(
      this.queries,
      players.map((p) => p.playerId),
      bounds.start,
      bounds.end < now ? bounds.end : now,
    );
    const totals = sumFigures(figures);
    const byId = new Map(players.map((p) => [p.playerId, p]));
    const counts = await this.partners.playerCounts(this.pool);
    return {
      ok: true,
      value: {
        partner: presentPartner(partner, counts.get(id) ?? 0),
        period: partner.period,
        period_start: start,
        period_end: nextPeriodStart(partner.period, start),
        open: bounds.end > now,
        totals: {
          players: players.length,
          turnover: formatMoney(totals.turnoverMinor),
          ngr: formatMoney(totals.ngrMinor),
          deposits: formatMoney(totals.depositsMinor),
          commission_due: formatMoney(commissionOf(partner.basis, partner.shareBp, totals)),
        },
        players: figures
          .sort((a, b) => (a.turnoverMinor === b.turnoverMinor ? 0 : a.turnoverMinor > b.turnoverMinor ? -1 : 1))
          .map((f) => ({
            player_id: f.playerId,
            username: byId.get(f.playerId)!.username,
            signed_up_at: byId.get(f.playerId)!.signedUpAt.toISOString(),
            turnover: formatMoney(f.turnoverMinor),
            ngr: formatMoney(f.ngrMinor),
            deposits: formatMoney(f.depositsMinor),
          })),
        commissions: (await this.partners.commissions(this.pool, id)).map(presentCommission),
      },
    };
  }
}
