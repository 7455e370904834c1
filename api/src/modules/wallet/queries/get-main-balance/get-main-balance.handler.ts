import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { BalanceCache, LedgerAccounts } from '../../../ledger/index.js';
import { GetMainBalanceQuery } from './get-main-balance.query.js';

@QueryHandler(GetMainBalanceQuery)
export class GetMainBalanceHandler implements IQueryHandler<GetMainBalanceQuery, bigint | undefined> {
  constructor(
    @Inject(LedgerAccounts) private readonly accounts: LedgerAccounts,
    @Inject(BalanceCache) private readonly balances: BalanceCache,
  ) {}

  async execute({ playerId }: GetMainBalanceQuery): Promise<bigint | undefined> {
    // the player's account ids are kept in memory once read (they never change)
    const wallet = await this.accounts.playerAccounts(playerId);
    return wallet ? this.balances.balance(wallet.ids.main) : undefined;
  }
}
