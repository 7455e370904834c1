import { Inject, Injectable } from '@nestjs/common';
import { OnEvent, type DeliveredEvent, type ReactorContext } from '../../../platform/events/index.js';
import { normalPartnerCode } from '../domain/partner-commission.js';
import { abuseFlags } from '../domain/referral-abuse.js';
import { ReferralPartnersRepository, type PartnerKind } from '../persistence/referral-partners.repository.js';
import { ReferralMembersRepository } from '../persistence/referral-members.repository.js';
import { ReferralRewardsRepository } from '../persistence/referral-rewards.repository.js';

/**
 * Binds a new player to their referrer (issue 21) from `players.signed-up`, through the relay's transaction
 * (once per event). A sign-up that shares the referrer's phone, device or IP, or is part of an IP cluster, is
 * recorded `held` with its flags: its turnover earns nothing until staff release it. Every sign-up is recorded
 * (with or without a referrer), so a later referee can be compared with this player's own sign-up. An agent or
 * affiliate code given at sign-up binds the player to that agent's or affiliate's record (`referral_partner_players`).
 */
@Injectable()
export class RecordSignUpsReactor {
  constructor(
    @Inject(ReferralMembersRepository) private readonly members: ReferralMembersRepository,
    @Inject(ReferralRewardsRepository) private readonly rewards: ReferralRewardsRepository,
    @Inject(ReferralPartnersRepository) private readonly partners: ReferralPartnersRepository,
  ) {}

  @OnEvent('players.signed-up', { name: 'referral.record-sign-ups' })
  async record(event: DeliveredEvent<'players.signed-up'>, context: ReactorContext): Promise<void> {
    const { playerId, username, referrerId, ip, phoneDigest, userAgentDigest } = event.data;
    const trace = { ip, phoneDigest, userAgentDigest };
    // A player can never be their own referrer; the players module would not bind one, and this keeps it so.
    const referrer = referrerId && referrerId !== playerId ? referrerId : null;
    let flags: ReturnType<typeof abuseFlags> = [];
    if (referrer) {
      const settings = await this.rewards.settings(context.db);
      const recent = ip ? await this.members.recentFromIp(context.db, referrer, ip, event.occurredAt) : 0;
      flags = abuseFlags(trace, await this.members.trace(context.db, referrer), recent, settings.ipClusterSize);
    }
    await this.members.insert(context.db, {
      playerId,
      username,
      referrerId: referrer,
      status: !referrer ? 'none' : flags.length ? 'held' : 'active',
      flags,
      ...trace,
      signedUpAt: event.occurredAt,
    });
    // an agent or affiliate code binds the player to that record when an active one has it (an unknown or
    // suspended code binds nothing: players keeps the code as given)
    for (const [kind, code] of [
      ['agent', event.data.agentCode],
      ['affiliate', event.data.affiliateCode],
    ] as const satisfies readonly (readonly [PartnerKind, string | null | undefined])[]) {
      if (!code) continue;
      const partner = await this.partners.activeByCode(context.db, kind, normalPartnerCode(code));
      // a partner's own player account signing up with their own code earns them nothing
      if (partner && partner.playerId !== playerId) await this.partners.bind(context.db, playerId, partner, username, event.occurredAt);
    }
  }
}
