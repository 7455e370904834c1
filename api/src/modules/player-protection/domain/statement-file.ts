import { fill } from './protection-messages.js';
import { ruleTemplates } from './rule-messages.js';
import { formatMoney } from '@khela/contracts';

/**
 * The account statement download (issue 16): the player's transactions (every line of the main balance, as
 * the ledger records it, with the balance after it) and bets (closed game rounds: stake, win) for any period
 * of Dhaka days up to a year, as one CSV file. Pure: the query reads the rows, this words the file.
 */
export const statementMessages = {
  badDate: 'Please choose the dates as YYYY-MM-DD.',
  backwards: 'The start date must be on or before the end date.',
  future: 'The end date cannot be after today.',
  tooLong: 'Please choose a period of at most one year.',
  tooMany: 'This period has too many lines for one file. Please choose a shorter period.',
  tooManyForPdf: 'This period has too many lines for one PDF file. Please choose a shorter period, or download the CSV file.',
} as const;

/** The longest period by default: a year of Dhaka days (366, so a leap year's whole year fits); an operator may allow longer (protection rules). */
export const maxStatementDays = 366;
/** The most transaction lines and the most bets one file carries; a longer period is refused, never cut short. */
export const maxStatementLines = 20_000;

const dayMs = 24 * 3_600_000;
const dhakaOffsetMs = 6 * 3_600_000;
const dhakaDay = (at: Date) => new Date(at.getTime() + dhakaOffsetMs).toISOString().slice(0, 10);

function parseDay(day: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day ? undefined : ms;
}

export type StatementRange = { ok: true; fromDay: string; toDay: string; from: Date; to: Date } | { ok: false; message: string };

/**
 * Dhaka days `from`..`to` inclusive as instants [from, to); by default the last 30 days ending today.
 * Refused: a date that does not exist, a period running backwards, an end after today, more than a year.
 */
export function statementRange(now: Date, from?: string, to?: string, maxDays = maxStatementDays): StatementRange {
  const today = parseDay(dhakaDay(now))!;
  const end = to ? parseDay(to) : today;
  const start = from ? parseDay(from) : end === undefined ? undefined : end - 29 * dayMs;
  if (start === undefined || end === undefined) return { ok: false, message: statementMessages.badDate };
  if (start > end) return { ok: false, message: statementMessages.backwards };
  if (end > today) return { ok: false, message: statementMessages.future };
  if ((end - start) / dayMs + 1 > maxDays)
    return {
      ok: false,
      message: maxDays === maxStatementDays ? statementMessages.tooLong : fill(ruleTemplates.statementTooLong, { days: String(maxDays) }),
    };
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return {
    ok: true,
    fromDay: day(start),
    toDay: day(end),
    from: new Date(start - dhakaOffsetMs),
    to: new Date(end + dayMs - dhakaOffsetMs),
  };
}

export type StatementLanguage = 'en' | 'bn';

export interface StatementTransaction {
  at: Date;
  type: string;
  /** Signed minor units. */
  amount: bigint;
  balanceAfter: bigint;
}

export interface StatementBet {
  at: Date;
  id: string;
  gameName: string;
  platform: string;
  /** Minor units. */
  stake: bigint;
  win: bigint;
}

const labels = {
  en: {
    header: ['section', 'time (Dhaka)', 'description', 'amount (BDT)', 'balance after (BDT)', 'stake (BDT)', 'win (BDT)', 'reference'],
    transaction: 'transaction',
    bet: 'bet',
    period: 'Account statement',
    types: {
      DepositCredited: 'Deposit',
      WithdrawalHeld: 'Withdrawal requested (held)',
      WithdrawalHoldReleased: 'Withdrawal returned',
      WithdrawalPaidOut: 'Withdrawal paid',
      StakeDebited: 'Bet',
      WinCredited: 'Win',
      StakeRolledBack: 'Bet refunded',
      ExposureReserved: 'Exchange bet (liability held)',
      ExposureReleased: 'Exchange liability returned',
      ExposureSettled: 'Exchange bet lost',
      ExposureAdjusted: 'Exchange liability held / returned',
      ExchangeMarketSettled: 'Exchange market settled',
      ExchangeShortfallCollected: 'Owed from a corrected exchange result: collected',
      BonusGranted: 'Bonus',
      CashRewardMovedToMain: 'Cash reward',
      VipPointsConverted: 'VIP points converted',
      StaffAdjusted: 'Adjustment by staff',
    } as Record<string, string>,
  },
  bn: {
    header: ['বিভাগ', 'সময় (ঢাকা)', 'বিবরণ', 'পরিমাণ (৳)', 'পরের ব্যালেন্স (৳)', 'বাজি (৳)', 'জয় (৳)', 'রেফারেন্স'],
    transaction: 'লেনদেন',
    bet: 'বাজি',
    period: 'অ্যাকাউন্ট স্টেটমেন্ট',
    types: {
      DepositCredited: 'ডিপোজিট',
      WithdrawalHeld: 'উত্তোলনের অনুরোধ (আটকে রাখা)',
      WithdrawalHoldReleased: 'উত্তোলন ফেরত',
      WithdrawalPaidOut: 'উত্তোলন পরিশোধিত',
      StakeDebited: 'বাজি',
      WinCredited: 'জয়',
      StakeRolledBack: 'বাজি ফেরত',
      ExposureReserved: 'এক্সচেঞ্জ বাজি (দায় আটকে রাখা)',
      ExposureReleased: 'এক্সচেঞ্জ দায় ফেরত',
      ExposureSettled: 'এক্সচেঞ্জ বাজিতে হার',
      ExposureAdjusted: 'এক্সচেঞ্জ দায় আটকে রাখা / ফেরত',
      ExchangeMarketSettled: 'এক্সচেঞ্জ বাজার নিষ্পত্তি',
      ExchangeShortfallCollected: 'সংশোধিত এক্সচেঞ্জ ফলাফলের পাওনা: আদায় হয়েছে',
      BonusGranted: 'বোনাস',
      CashRewardMovedToMain: 'ক্যাশ রিওয়ার্ড',
      VipPointsConverted: 'ভিআইপি পয়েন্ট রূপান্তর',
      StaffAdjusted: 'স্টাফের সমন্বয়',
    } as Record<string, string>,
  },
} as const;

/** Quotes a cell when needed; a leading formula character is neutralised (spreadsheet injection). */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-\d/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** "2026-11-20 12:00:05", the instant in Dhaka time. */
export const dhakaTimestamp = (at: Date): string => new Date(at.getTime() + dhakaOffsetMs).toISOString().slice(0, 19).replace('T', ' ');

/** A statement's lines as the player reads them, each kind oldest first (the CSV and the PDF word the same lines). */
export interface StatementLines {
  title: string;
  transactions: { time: string; description: string; amount: string; balanceAfter: string }[];
  bets: { time: string; game: string; net: string; stake: string; win: string; reference: string }[];
}

export function statementLines(
  language: StatementLanguage,
  range: { fromDay: string; toDay: string },
  transactions: readonly StatementTransaction[],
  bets: readonly StatementBet[],
): StatementLines {
  const l = labels[language];
  return {
    title: `${l.period}: ${range.fromDay} – ${range.toDay}`,
    transactions: [...transactions]
      .sort((a, b) => a.at.getTime() - b.at.getTime())
      .map((t) => ({
        time: dhakaTimestamp(t.at),
        description: l.types[t.type] ?? t.type,
        amount: formatMoney(t.amount),
        balanceAfter: formatMoney(t.balanceAfter),
      })),
    bets: [...bets]
      .sort((a, b) => a.at.getTime() - b.at.getTime())
      .map((b) => ({
        time: dhakaTimestamp(b.at),
        game: `${b.gameName} (${b.platform})`,
        net: formatMoney(b.win - b.stake),
        stake: formatMoney(b.stake),
        win: formatMoney(b.win),
        reference: b.id,
      })),
  };
}

/**
 * The CSV: a first line naming the period, the header, then the transactions and the bets, each oldest
 * first. UTF-8 with a byte-order mark, so spreadsheet programs read the Bangla right.
 */
export function statementCsv(
  language: StatementLanguage,
  range: { fromDay: string; toDay: string },
  transactions: readonly StatementTransaction[],
  bets: readonly StatementBet[],
): string {
  const l = labels[language];
  const words = statementLines(language, range, transactions, bets);
  const lines: string[][] = [
    [words.title],
    [...l.header],
    ...words.transactions.map((t) => [l.transaction, t.time, t.description, t.amount, t.balanceAfter, '', '', '']),
    ...words.bets.map((b) => [l.bet, b.time, b.game, b.net, '', b.stake, b.win, b.reference]),
  ];
  return '\uFEFF' + lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
