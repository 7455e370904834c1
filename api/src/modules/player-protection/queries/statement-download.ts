import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../platform/clock/clock.js';
import { ClosedRoundsQuery } from '../../games/index.js';
import { GetStatementQuery } from '../../wallet/index.js';
import type { Outcome } from '../domain/outcome.js';
import { maxStatementLines, statementCsv, statementMessages, statementRange, type StatementLanguage } from '../domain/statement-file.js';

/**
 * GET /api/responsible-gaming/statement: the player's transactions (main balance, from the ledger's
 * statement) and bets (closed game rounds) for Dhaka days up to a year, as CSV (domain/statement-file.ts).
 * More lines than one file carries is refused with a message, never cut short silently.
 */
@Injectable()
export class StatementDownload {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async csv(
    playerId: string,
    request: { from?: unknown; to?: unknown; lang?: unknown },
  ): Promise<Outcome<{ filename: string; body: string }>> {
    const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
    if ([request.from, request.to].some((v) => v !== undefined && typeof v !== 'string'))
      return { ok: false, status: 400, message: statementMessages.badDate };
    const language: StatementLanguage = request.lang === 'bn' ? 'bn' : 'en';
    const range = statementRange(this.clock.now(), text(request.from), text(request.to));
    if (!range.ok) return { ok: false, status: 400, message: range.message };
    const [page, rounds] = await Promise.all([
      this.queries.execute(
        new GetStatementQuery({ playerId, account: 'main', page: 1, perPage: maxStatementLines + 1, from: range.from, to: range.to }),
      ),
      this.queries.execute(new ClosedRoundsQuery(playerId, range.from, range.to, maxStatementLines + 1)),
    ]);
    const lines = page?.data ?? [];
    if (lines.length > maxStatementLines || rounds.length > maxStatementLines)
      return { ok: false, status: 400, message: statementMessages.tooMany };
    const body = statementCsv(
      language,
      range,
      lines.map((line) => ({
        at: new Date(line.occurred_at),
        type: line.type,
        amount: minor(line.amount),
        balanceAfter: minor(line.balance_after),
      })),
      rounds.map((r) => ({ at: r.closedAt, id: r.id, gameName: r.gameName, platform: r.platform, stake: r.bet, win: r.win })),
    );
    return { ok: true, value: { filename: `khela-statement-${range.fromDay}-to-${range.toDay}.csv`, body } };
  }
}

/** "-12.50" back to minor units (the statement answers decimal strings). */
function minor(amount: string): bigint {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
  const value = BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
  return negative ? -value : value;
}
