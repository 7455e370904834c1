import { formatMoney, type StatementPage } from '@khela/contracts';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AccountStatementReader, LedgerAccounts } from '../../../ledger/index.js';
import { GetStatementQuery } from './get-statement.query.js';

@QueryHandler(GetStatementQuery)
export class GetStatementHandler implements IQueryHandler<GetStatementQuery, StatementPage | undefined> {
  constructor(
    @Inject(LedgerAccounts) private readonly accounts: LedgerAccounts,
    @Inject(AccountStatementReader) private readonly statements: AccountStatementReader,
  ) {}

  async execute({ request }: GetStatementQuery): Promise<StatementPage | undefined> {
    const wallet = await this.accounts.playerAccounts(request.playerId);
    if (!wallet) return undefined;
    const { rows, total } = await this.statements.page(wallet.ids[request.account], {
      page: request.page,
      perPage: request.perPage,
      ...(request.type !== undefined ? { type: request.type } : {}),
      ...(request.from !== undefined ? { from: request.from } : {}),
      ...(request.to !== undefined ? { to: request.to } : {}),
    });
    return {
      data: rows.map((r) => ({
        position: r.position.toString(),
        account: request.account,
        type: r.type,
        amount: formatMoney(r.amount),
        balance_after: formatMoney(r.balanceAfter),
        currency: wallet.currency,
        occurred_at: r.occurredAt.toISOString(),
      })),
      page: request.page,
      per_page: request.perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / request.perPage)),
    };
  }
}
