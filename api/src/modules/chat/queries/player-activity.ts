import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { formatMoney, type ChatPlayerActivityAnswer, type ChatPlayerActivityItem } from '@khela/contracts';
import { GetStatementQuery, GetWalletQuery } from '../../wallet/index.js';

const kindOf = (type: string): ChatPlayerActivityItem['kind'] => {
  if (type === 'DepositCredited') return 'deposit';
  if (type.startsWith('Withdrawal')) return 'withdrawal';
  if (type === 'StakeDebited' || type === 'StakeRolledBack' || type.startsWith('Exposure')) return 'bet';
  if (type === 'WinCredited') return 'win';
  return 'other';
};

/**
 * The player's recent deposits, withdrawals and bets beside a conversation: the newest 20 movements of
 * their main wallet, read through the wallet's public statement query (never its tables).
 */
@Injectable()
export class PlayerActivity {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  async of(playerId: string, username: string): Promise<ChatPlayerActivityAnswer> {
    const [statement, wallet] = await Promise.all([
      this.queries.execute(new GetStatementQuery({ playerId, account: 'main', page: 1, perPage: 20 })),
      this.queries.execute(new GetWalletQuery(playerId)),
    ]);
    return {
      player: { id: playerId, username, balance: formatMoney(wallet?.balances.main ?? 0n), currency: wallet?.currency ?? 'BDT' },
      activity: (statement?.data ?? []).map((e) => ({ kind: kindOf(e.type), type: e.type, amount: e.amount, occurred_at: e.occurred_at })),
    };
  }
}
