import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { LedgerAccounts } from '../../../ledger/index.js';
import { GetWalletQuery, type WalletView } from './get-wallet.query.js';

@QueryHandler(GetWalletQuery)
export class GetWalletHandler implements IQueryHandler<GetWalletQuery, WalletView | undefined> {
  constructor(@Inject(LedgerAccounts) private readonly accounts: LedgerAccounts) {}

  async execute({ playerId }: GetWalletQuery): Promise<WalletView | undefined> {
    const wallet = await this.accounts.playerAccounts(playerId);
    if (!wallet) return undefined;
    const balances = await this.accounts.playerBalances(wallet);
    return { playerId, currency: wallet.currency, balances, withdrawable: balances.main };
  }
}
