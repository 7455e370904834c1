import { describe, expect, it } from '@jest/globals';
import { ledgerEventTypes } from '@khela/contracts';
import { csvCell, statementCsv, statementMessages, statementRange } from './domain/statement-file.js';
import { netPosition, spanStart } from './domain/net-positions.js';

describe('account statement: the period', () => {
  // 2026-11-20 23:30 in Dhaka is 17:30 UTC: "today" is the Dhaka day
  const now = new Date('2026-11-20T17:30:00Z');

  it('defaults to the last 30 Dhaka days ending today, as instants [from, to)', () => {
    expect(statementRange(now)).toEqual({
      ok: true,
      fromDay: '2026-10-22',
      toDay: '2026-11-20',
      from: new Date('2026-10-21T18:00:00Z'),
      to: new Date('2026-11-20T18:00:00Z'),
    });
    // just past Dhaka midnight it is the next day
    expect(statementRange(new Date('2026-11-20T18:00:00Z'))).toMatchObject({ toDay: '2026-11-21' });
  });

  it('takes up to 366 days (a leap year whole), refuses more, backwards, the future and dates that do not exist', () => {
    expect(statementRange(now, '2023-11-21', '2024-11-20')).toMatchObject({ ok: true }); // 366 days, with 29 February
    expect(statementRange(now, '2023-11-20', '2024-11-20')).toEqual({ ok: false, message: statementMessages.tooLong });
    expect(statementRange(now, '2026-11-20', '2026-11-19')).toEqual({ ok: false, message: statementMessages.backwards });
    expect(statementRange(now, undefined, '2026-11-21')).toEqual({ ok: false, message: statementMessages.future });
    expect(statementRange(now, '2026-02-29')).toEqual({ ok: false, message: statementMessages.badDate });
    expect(statementRange(now, '20-11-2026')).toEqual({ ok: false, message: statementMessages.badDate });
    expect(statementRange(now, '2026-11-20', '2026-11-20')).toMatchObject({ ok: true, fromDay: '2026-11-20', toDay: '2026-11-20' });
  });
});

describe('account statement: the file', () => {
  it('neutralises formulas but keeps negative amounts as numbers', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-50.00')).toBe('-50.00');
    expect(csvCell('-cmd')).toBe("'-cmd");
    expect(csvCell('@x')).toBe("'@x");
  });

  it('transactions then bets, oldest first, Dhaka times, a byte-order mark', () => {
    const csv = statementCsv(
      'en',
      { fromDay: '2026-11-01', toDay: '2026-11-20' },
      [
        { at: new Date('2026-11-02T00:00:00Z'), type: 'StakeDebited', amount: -1000n, balanceAfter: 9000n },
        { at: new Date('2026-11-01T00:00:00Z'), type: 'DepositCredited', amount: 10000n, balanceAfter: 10000n },
      ],
      [{ at: new Date('2026-11-02T00:00:01Z'), id: '7', gameName: 'Reels', platform: 'SIM', stake: 1000n, win: 0n }],
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Account statement: 2026-11-01 – 2026-11-20',
      'section,time (Dhaka),description,amount (BDT),balance after (BDT),stake (BDT),win (BDT),reference',
      'transaction,2026-11-01 06:00:00,Deposit,100.00,100.00,,,',
      'transaction,2026-11-02 06:00:00,Bet,-10.00,90.00,,,',
      'bet,2026-11-02 06:00:01,Reels (SIM),-10.00,,10.00,0.00,7',
      '',
    ]);
  });
});

describe('net positions: the rule', () => {
  const now = new Date('2026-08-31T12:00:00Z');

  it("spans: 30 days, and 6 or 12 calendar months back (clamped to the month's end)", () => {
    expect(spanStart('30d', now)).toEqual(new Date('2026-08-01T12:00:00Z'));
    expect(spanStart('6m', now)).toEqual(new Date('2026-02-28T12:00:00Z')); // no 31 February: the month's end
    expect(spanStart('6m', new Date('2028-08-31T12:00:00Z'))).toEqual(new Date('2028-02-29T12:00:00Z'));
    expect(spanStart('12m', new Date('2026-01-15T00:00:00Z'))).toEqual(new Date('2025-01-15T00:00:00Z'));
    expect(spanStart('12m', now)).toEqual(new Date('2025-08-31T12:00:00Z'));
  });

  it('net deposits = deposits - withdrawals; net position = wins - (stakes - rollbacks + exchange lost); bonuses apart', () => {
    expect(
      netPosition(
        '30d',
        {
          deposited: 100_000n,
          withdrawn: 30_000n,
          staked: 50_000n,
          rolledBack: 5_000n,
          won: 20_000n,
          exposureLost: 1_000n,
          bonusGranted: 7_000n,
        },
        now,
      ),
    ).toEqual({
      span: '30d',
      from: '2026-08-01T12:00:00.000Z',
      to: '2026-08-31T12:00:00.000Z',
      deposits: '1000.00',
      withdrawals: '300.00',
      net_deposits: '700.00',
      stakes: '460.00',
      wins: '200.00',
      net_position: '-260.00',
      bonuses: '70.00',
    });
  });

  it('words every ledger event that moves main in both languages, never its raw name', () => {
    // a wallet opening moves nothing; a cash reward lands in its own account (moving it to main is worded)
    const mainMoves = ledgerEventTypes.filter((type) => type !== 'WalletOpened' && type !== 'CashRewardCredited');
    for (const language of ['en', 'bn'] as const) {
      const csv = statementCsv(
        language,
        { fromDay: '2026-11-01', toDay: '2026-11-20' },
        mainMoves.map((type) => ({ at: new Date('2026-11-02T00:00:00Z'), type, amount: -100n, balanceAfter: 0n })),
        [],
      );
      const descriptions = csv
        .split('\r\n')
        .slice(2, 2 + mainMoves.length)
        .map((line) => line.split(',')[2]);
      expect(descriptions.filter((d) => (mainMoves as readonly string[]).includes(d!))).toEqual([]);
    }
    expect(
      statementCsv(
        'bn',
        { fromDay: '2026-11-01', toDay: '2026-11-20' },
        [{ at: new Date('2026-11-02T00:00:00Z'), type: 'ExchangeShortfallCollected', amount: -50000n, balanceAfter: 0n }],
        [],
      ),
    ).toContain('সংশোধিত এক্সচেঞ্জ ফলাফলের পাওনা: আদায় হয়েছে,-500.00');
  });
});
