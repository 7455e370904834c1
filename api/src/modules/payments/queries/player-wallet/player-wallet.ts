import { formatMoney, type PlayerAccountKind, type StatementPage, type WalletResponse } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetStatementQuery, GetWalletQuery } from '../../../wallet/index.js';

/** Most rows one CSV export answers. */
export const STATEMENT_CSV_CAP = 10_000;

export interface StaffStatementFilter {
  account: PlayerAccountKind;
  type?: string;
  /** Asia/Dhaka calendar days (YYYY-MM-DD), both inclusive. */
  from?: string;
  to?: string;
  page: number;
  perPage: number;
}

/** 00:00 of a Dhaka day (UTC+6, no daylight saving) as an instant. */
export const dhakaDayStart = (day: string): Date => new Date(`${day}T00:00:00+06:00`);
const nextDhakaDay = (day: string): Date => new Date(dhakaDayStart(day).getTime() + 86_400_000);

const isPlayerId = (id: string) => /^\d{1,18}$/.test(id);

/** A player's wallet and statement for finance, read through the wallet module's queries. */
@Injectable()
export class PlayerWalletReader {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  async wallet(playerId: string): Promise<WalletResponse | undefined> {
    if (!isPlayerId(playerId)) return undefined;
    const wallet = await this.queries.execute(new GetWalletQuery(playerId));
    if (!wallet) return undefined;
    return {
      currency: wallet.currency,
      main: formatMoney(wallet.balances.main),
      held: formatMoney(wallet.balances.held),
      exposure: formatMoney(wallet.balances.exposure),
      bonus: formatMoney(wallet.balances.bonus),
      cash_rewards: formatMoney(wallet.balances.cash_rewards),
      withdrawable: formatMoney(wallet.withdrawable),
    };
  }

  statement(playerId: string, filter: StaffStatementFilter): Promise<StatementPage | undefined> {
    if (!isPlayerId(playerId)) return Promise.resolve(undefined);
    return this.queries.execute(
      new GetStatementQuery({
        playerId,
        account: filter.account,
        page: filter.page,
        perPage: filter.perPage,
        ...(filter.type ? { type: filter.type } : {}),
        ...(filter.from ? { from: dhakaDayStart(filter.from) } : {}),
        ...(filter.to ? { to: nextDhakaDay(filter.to) } : {}),
      }),
    );
  }

  /** Every matching line (up to the cap), newest first, as CSV with a header row. */
  async statementCsv(playerId: string, filter: Omit<StaffStatementFilter, 'page' | 'perPage'>): Promise<string | undefined> {
    const page = await this.statement(playerId, { ...filter, page: 1, perPage: STATEMENT_CSV_CAP });
    if (!page) return undefined;
    const header = ['position', 'occurred_at', 'account', 'type', 'amount', 'balance_after', 'currency'];
    const lines = page.data.map((r) => [r.position, r.occurred_at, r.account, r.type, r.amount, r.balance_after, r.currency]);
    return [header, ...lines].map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
  }
}

/** Quotes a cell when needed; a leading formula character is neutralised (spreadsheet injection). */
export function csvCell(value: string): string {
  const safe = /^[=+@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
