import { formatMoney, playerAccountKinds, type PlayerAccountKind, type StaffPlayerView } from '@khela/contracts';
import { Inject } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetWalletQuery } from '../../../wallet/index.js';
import { PlayersRepository } from '../../persistence/players.repository.js';
import { GetProfileQuery } from '../get-profile/get-profile.query.js';
import { ListOtherPhonesQuery } from '../list-other-phones/list-other-phones.query.js';
import { GetStaffPlayerQuery } from './get-staff-player.query.js';

@QueryHandler(GetStaffPlayerQuery)
export class GetStaffPlayerHandler implements IQueryHandler<GetStaffPlayerQuery, StaffPlayerView | undefined> {
  constructor(
    @Inject(PlayersRepository) private readonly players: PlayersRepository,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ playerId }: GetStaffPlayerQuery): Promise<StaffPlayerView | undefined> {
    const player = await this.players.findById(playerId);
    if (!player) return undefined;
    const [profile, otherPhones, wallet, referrerName] = await Promise.all([
      this.queries.execute(new GetProfileQuery(playerId)),
      this.queries.execute(new ListOtherPhonesQuery(playerId)),
      this.queries.execute(new GetWalletQuery(playerId)),
      player.referredBy ? this.players.usernameOf(player.referredBy) : Promise.resolve(undefined),
    ]);
    if (!profile) return undefined;
    const balances = Object.fromEntries(playerAccountKinds.map((kind) => [kind, formatMoney(wallet?.balances[kind] ?? 0n)])) as Record<
      PlayerAccountKind,
      string
    >;
    return {
      profile,
      other_phones: otherPhones,
      status: player.status,
      lock_reason: player.lockReason,
      phone_verified_at: player.phoneVerifiedAt?.toISOString() ?? null,
      email_verified_at: player.emailVerifiedAt?.toISOString() ?? null,
      referrer: player.referredBy && referrerName ? { id: player.referredBy, username: referrerName } : null,
      sign_up: {
        channel: player.signUpChannel,
        ip: player.signUpIp,
        agent_code: player.agentCode,
        affiliate_code: player.affiliateCode,
        currency: player.currency,
        language: player.language,
        created_at: player.createdAt.toISOString(),
      },
      balances,
    };
  }
}
