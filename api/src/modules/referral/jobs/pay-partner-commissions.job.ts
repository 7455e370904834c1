import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { UnrecoverableError } from 'bullmq';
import type { Pool } from 'pg';
import { Clock } from '../../../platform/clock/clock.js';
import { DB_POOL } from '../../../platform/database/database.module.js';
import { inTransaction } from '../../../platform/database/transaction.js';
import type { JobPayloads } from '../../../platform/queues/job-catalog.js';
import { OnJob } from '../../../platform/queues/on-job.decorator.js';
import { CreditCashRewardCommand } from '../../wallet/index.js';
import { commissionOf, partnerRewardId } from '../domain/partner-commission.js';
import { parsePeriod, periodBounds, previousPeriod } from '../domain/reward-periods.js';
import { partnerFigures, sumFigures } from '../queries/partners/partner-figures.js';
import { ReferralPartnersRepository, type CommissionPeriod, type Partner } from '../persistence/referral-partners.repository.js';

const systemMeta = { actor: { kind: 'system', id: 'referral.pay-partner-commissions' } } as const;

/** What one run did for one period. */
export interface CommissionRun {
  period: CommissionPeriod;
  start: string;
  /** Records this run computed (0 on a rerun). */
  recorded: number;
  creditedMinor: bigint;
  payableMinor: bigint;
}

class CreditRefused extends Error {}

/**
 * Agents' and affiliates' commission (issue 21), daily at 01:10 Dhaka for the last week and the last month ended
 * (or the period given): for each active record on that period, its players' settled turnover, net gaming revenue
 * and deposits (`partnerFigures`: the wallet's `MoneyTotalsQuery` per player), and the commission on its terms. Each
 * record's period commits alone, guarded by the commission row's primary key (record, period, start): a rerun or a
 * concurrent run computes nothing. A record with its own player account is credited through the ledger's
 * `CreditCashReward` into that account's cash rewards (reward id from record and period) in the same commit; one
 * without is recorded `payable`, for finance to pay by hand.
 */
@Injectable()
export class PayPartnerCommissionsJob {
  private readonly logger = new Logger(PayPartnerCommissionsJob.name);

  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(ReferralPartnersRepository) private readonly partners: ReferralPartnersRepository,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  @OnJob('referral.pay-partner-commissions', { schedule: { dailyAt: '01:10' } })
  async run({ period, start }: JobPayloads['referral.pay-partner-commissions']): Promise<CommissionRun[]> {
    if (start !== undefined && !period) throw new UnrecoverableError('partner commissions: a start needs its period (week or month)');
    const kinds: CommissionPeriod[] = period ? [period] : ['week', 'month'];
    const runs: CommissionRun[] = [];
    for (const kind of kinds) runs.push(await this.runPeriod(kind, start));
    return runs;
  }

  private async runPeriod(kind: CommissionPeriod, given: string | undefined): Promise<CommissionRun> {
    const now = this.clock.now();
    const named = given ?? previousPeriod(kind, now);
    const periodStart = parsePeriod(kind, named);
    if (!periodStart) throw new UnrecoverableError(`partner commissions: "${named}" is not a ${kind === 'week' ? 'Monday' : 'month'}`);
    const { start, end } = periodBounds(kind, periodStart);
    if (end > now) throw new UnrecoverableError(`partner commissions: the ${kind} of ${periodStart} has not ended yet in Dhaka`);
    const outcome: CommissionRun = { period: kind, start: periodStart, recorded: 0, creditedMinor: 0n, payableMinor: 0n };

    const done = new Set(
      (
        await this.pool.query<{ partner_id: string }>(
          `SELECT partner_id::text FROM referral_partner_commissions WHERE period = $1 AND period_start = $2`,
          [kind, periodStart],
        )
      ).rows.map((r) => r.partner_id),
    );
    const due = (await this.partners.all(this.pool)).filter((p) => p.status === 'active' && p.period === kind && !done.has(p.id));
    if (!due.length) return outcome; // every record's period is computed: the play is not read again

    let failed = 0;
    for (const partner of due) {
      try {
        const result = await this.payOne(partner, kind, periodStart, start, end);
        if (!result) continue;
        outcome.recorded += 1;
        if (result.status === 'credited') outcome.creditedMinor += result.amountMinor;
        if (result.status === 'payable') outcome.payableMinor += result.amountMinor;
      } catch (error) {
        if (!(error instanceof CreditRefused)) throw error;
        failed += 1;
        this.logger.error(
          `partner commission ${kind} ${periodStart} for ${partner.id}: the ledger refused (${error.message}); left for a retry`,
        );
      }
    }
    this.logger.log(
      `partner commissions ${kind} ${periodStart}: ${outcome.recorded} records, ${outcome.creditedMinor} poisha credited, ${outcome.payableMinor} payable`,
    );
    if (failed) throw new Error(`partner commissions ${kind} ${periodStart}: ${failed} credits refused; a retry pays them`);
    return outcome;
  }

  /** One record's period in one transaction; null when it was computed already. */
  private async payOne(
    partner: Partner,
    kind: CommissionPeriod,
    periodStart: string,
    start: Date,
    end: Date,
  ): Promise<{ status: 'credited' | 'payable' | 'nothing'; amountMinor: bigint } | null> {
    const players = await this.partners.players(this.pool, partner.id, 100_000);
    const { turnoverMinor, ngrMinor, depositsMinor } = sumFigures(
      await partnerFigures(
        this.queries,
        players.map((p) => p.playerId),
        start,
        end,
      ),
    );
    const amountMinor = commissionOf(partner.basis, partner.shareBp, { turnoverMinor, ngrMinor });
    const status = amountMinor === 0n ? 'nothing' : partner.playerId ? 'credited' : 'payable';
    const afterCommit: (() => void | Promise<void>)[] = [];
    const recorded = await inTransaction(this.pool, async (client) => {
      const claimed = await this.partners.claimCommission(client, {
        partnerId: partner.id,
        period: kind,
        periodStart,
        players: players.length,
        turnoverMinor,
        ngrMinor,
        depositsMinor,
        basis: partner.basis,
        shareBp: partner.shareBp,
        amountMinor,
        status,
        paidToPlayerId: status === 'credited' ? partner.playerId : null,
      });
      if (!claimed || status !== 'credited') return claimed;
      const rewardId = partnerRewardId(partner.id, kind, periodStart);
      const credit = await this.commands.execute(
        new CreditCashRewardCommand(
          { playerId: partner.playerId!, rewardId, amount: amountMinor, source: 'partner_commission' },
          { ...systemMeta, correlationId: rewardId, transaction: { client, afterCommit: (run) => afterCommit.push(run) } },
        ),
      );
      if (!credit.ok) throw new CreditRefused(credit.message);
      return true;
    });
    await Promise.allSettled(afterCommit.map((run) => Promise.resolve().then(run)));
    return recorded ? { status, amountMinor } : null;
  }
}
