import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ProtectionRulesRepository } from '../persistence/protection-rules.repository.js';
import { Clock } from '../../../platform/clock/clock.js';
import { ClosedRoundsQuery } from '../../games/index.js';
import { GetStatementQuery } from '../../wallet/index.js';
import type { Outcome } from '../domain/outcome.js';
import {
  dhakaTimestamp,
  maxStatementLines,
  statementCsv,
  statementLines,
  statementMessages,
  statementRange,
  type StatementBet,
  type StatementLanguage,
  type StatementRange,
  type StatementTransaction,
} from '../domain/statement-file.js';
import { maxPdfLines, statementPdf } from '../domain/statement-pdf.js';

/** The query string of a statement download, as sent (checked here, with the module's own messages). */
export interface StatementRequest {
  from?: unknown;
  to?: unknown;
  lang?: unknown;
}

/**
 * GET /api/responsible-gaming/statement: the player's transactions (main balance, from the ledger's
 * statement) and bets (closed game rounds) for Dhaka days up to a year, as CSV (domain/statement-file.ts);
 * GET .../statement/pdf: the same as a PDF (domain/statement-pdf.ts). More lines than one file carries is
 * refused with a message, never cut short silently.
 */
@Injectable()
export class StatementDownload {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(ProtectionRulesRepository) private readonly rules: ProtectionRulesRepository,
  ) {}

  async csv(playerId: string, request: StatementRequest): Promise<Outcome<{ filename: string; body: string }>> {
    const read = await this.read(playerId, request, maxStatementLines, statementMessages.tooMany);
    if (!read.ok) return read;
    const { language, range, transactions, bets } = read.value;
    return {
      ok: true,
      value: {
        filename: `khela-statement-${range.fromDay}-to-${range.toDay}.csv`,
        body: statementCsv(language, range, transactions, bets),
      },
    };
  }

  /** The same statement as a PDF, of fewer lines (setting them costs CPU; the CSV carries more). */
  async pdf(playerId: string, request: StatementRequest): Promise<Outcome<{ filename: string; body: Buffer }>> {
    const read = await this.read(playerId, request, maxPdfLines, statementMessages.tooManyForPdf);
    if (!read.ok) return read;
    const { language, range, transactions, bets } = read.value;
    const body = await statementPdf(language, statementLines(language, range, transactions, bets), dhakaTimestamp(this.clock.now()));
    return { ok: true, value: { filename: `khela-statement-${range.fromDay}-to-${range.toDay}.pdf`, body } };
  }

  /** The period's transactions and bets, or a refusal (bad dates, or more than `maxLines` of a kind). */
  private async read(
    playerId: string,
    request: StatementRequest,
    maxLines: number,
    tooMany: string,
  ): Promise<
    Outcome<{
      language: StatementLanguage;
      range: StatementRange & { ok: true };
      transactions: StatementTransaction[];
      bets: StatementBet[];
    }>
  > {
    const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
    if ([request.from, request.to].some((v) => v !== undefined && typeof v !== 'string'))
      return { ok: false, status: 400, message: statementMessages.badDate };
    const language: StatementLanguage = request.lang === 'bn' ? 'bn' : 'en';
    const range = statementRange(this.clock.now(), text(request.from), text(request.to), (await this.rules.rules()).statementMaxDays);
    if (!range.ok) return { ok: false, status: 400, message: range.message };
    const [page, rounds] = await Promise.all([
      this.queries.execute(
        new GetStatementQuery({ playerId, account: 'main', page: 1, perPage: maxLines + 1, from: range.from, to: range.to }),
      ),
      this.queries.execute(new ClosedRoundsQuery(playerId, range.from, range.to, maxLines + 1)),
    ]);
    const lines = page?.data ?? [];
    if (lines.length > maxLines || rounds.length > maxLines) return { ok: false, status: 400, message: tooMany };
    return {
      ok: true,
      value: {
        language,
        range,
        transactions: lines.map((line) => ({
          at: new Date(line.occurred_at),
          type: line.type,
          amount: minor(line.amount),
          balanceAfter: minor(line.balance_after),
        })),
        bets: rounds.map((r) => ({ at: r.closedAt, id: r.id, gameName: r.gameName, platform: r.platform, stake: r.bet, win: r.win })),
      },
    };
  }
}

/** "-12.50" back to minor units (the statement answers decimal strings). */
function minor(amount: string): bigint {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
  const value = BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
  return negative ? -value : value;
}
