import { formatMoney, type PlayerProfile } from '@khela/contracts';
import { Inject } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetVipStatusQuery } from '../../../vip/index.js';
import { GetWalletQuery } from '../../../wallet/index.js';
import { PlayersRepository } from '../../persistence/players.repository.js';
import { GetProfileQuery } from './get-profile.query.js';

@QueryHandler(GetProfileQuery)
export class GetProfileHandler implements IQueryHandler<GetProfileQuery, PlayerProfile | undefined> {
  constructor(
    @Inject(PlayersRepository) private readonly players: PlayersRepository,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ playerId }: GetProfileQuery): Promise<PlayerProfile | undefined> {
    const player = await this.players.findById(playerId);
    if (!player) return undefined;
    // the VIP page polls this every second (spec 9): the wallet and VIP reads run side by side
    const [wallet, vip] = await Promise.all([
      this.queries.execute(new GetWalletQuery(playerId)),
      this.queries.execute(new GetVipStatusQuery(playerId)),
    ]);
    return {
      id: Number(player.id),
      username: player.username,
      name: player.name,
      phone: player.phone,
      email: player.email,
      session_id: player.phoneVerifiedAt ? 1 : 0,
      dofb: player.dofb,
      email_verified_at: player.emailVerifiedAt?.toISOString() ?? null,
      created_at: player.createdAt.toISOString(),
      // points come from the VIP module (issue 21); the players row's old vip_coin column is no longer read
      vip_coin: vip.vip_coin,
      vip,
      balance: formatMoney(wallet?.balances.main ?? 0n),
      cash_bonus: formatMoney(wallet?.balances.cash_rewards ?? 0n),
      referral_code: player.referralCode,
      currency: player.currency,
    };
  }
}
