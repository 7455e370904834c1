import { formatMoney, type ReferralFriend, type ReferralSummary } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { toString as qrSvg } from 'qrcode';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { GetProfileQuery } from '../../../players/index.js';
import { minClaimMinor } from '../../persistence/referral-settings.reader.js';
import { ReferralMembersRepository } from '../../persistence/referral-members.repository.js';
import { ReferralRewardsRepository } from '../../persistence/referral-rewards.repository.js';

/** A friend's username as their referrer sees it: the first two and last two letters ("ra***im"). */
export const maskUsername = (username: string) =>
  username.length <= 4 ? `${username.slice(0, 1)}***` : `${username.slice(0, 2)}***${username.slice(-2)}`;

/** The My Referral tab's figures for one referrer (the caller). */
@Injectable()
export class GetMyReferral {
  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(ReferralMembersRepository) private readonly members: ReferralMembersRepository,
    @Inject(ReferralRewardsRepository) private readonly rewards: ReferralRewardsRepository,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  /** `origin` is the site address the player sees (validated by the DTO); the link is built on it. */
  async summary(referrerId: string, origin: string): Promise<ReferralSummary> {
    const [profile, totals, downlines, earnings, tiers] = await Promise.all([
      this.queries.execute(new GetProfileQuery(referrerId)),
      this.rewards.totals(this.pool, referrerId),
      this.members.downlines(this.pool, referrerId, 100),
      this.rewards.earningsByDownline(this.pool, referrerId),
      this.rewards.tiers(this.pool),
    ]);
    const friends = downlines.map((d): ReferralFriend => {
      const earned = earnings.get(d.playerId);
      return {
        username: maskUsername(d.username),
        joined_at: d.signedUpAt.toISOString(),
        status: d.status === 'none' ? 'active' : d.status,
        turnover: formatMoney(earned?.turnoverMinor ?? 0n),
        earned: formatMoney(earned?.earnedMinor ?? 0n),
      };
    });
    const code = profile?.referral_code ?? '';
    const link = `${origin}/referral_code?referral_code=${encodeURIComponent(code)}`;
    return {
      referral_code: code,
      referral_link: link,
      qr_svg: await qrSvg(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
      active_downlines: totals.activeDownlines,
      lifetime_cash_rewards: formatMoney(totals.lifetimePaidMinor),
      referral_turnover: formatMoney(totals.lifetimeTurnoverMinor),
      min_claim: formatMoney(await minClaimMinor(this.pool)),
      base_rate_percent: ((tiers[0]?.rateBp ?? 0) / 100).toFixed(2),
      friends,
    };
  }
}
