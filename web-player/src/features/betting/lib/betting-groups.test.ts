import type { BettingRecord } from '@khela/contracts';
import { describe, expect, it } from 'vitest';
import { groupRecords, recordProfitLoss, toRecordQuery } from './betting-groups';

const record = (id: string, over: Partial<BettingRecord>): BettingRecord => ({
  id,
  platform: 'RTG',
  game_type: 'SLOT',
  game_code: 'RTG-TIGER-FORTUNE',
  game_name: 'Tiger Fortune',
  bet_amount: '10.00',
  winAmount: '0.00',
  created_at: '2026-11-22T06:00:00.000Z',
  ...over,
});

describe('betting groups', () => {
  it('groups per Asia/Dhaka day, platform and game type, newest day first', () => {
    const groups = groupRecords([
      // 18:30 UTC on the 21st is 00:30 on the 22nd in Dhaka.
      record('1', { created_at: '2026-11-21T18:30:00.000Z' }),
      record('2', { created_at: '2026-11-21T17:59:00.000Z' }),
      record('3', { created_at: '2026-11-22T07:00:00.000Z', platform: 'PDL', game_type: 'LIVE' }),
      record('4', { created_at: '2026-11-22T08:00:00.000Z' }),
    ]);
    expect(groups.map((g) => [g.day, g.platform, g.gameType, g.records.map((r) => r.id)])).toEqual([
      ['2026-11-22', 'PDL', 'LIVE', ['3']],
      ['2026-11-22', 'RTG', 'SLOT', ['4', '1']],
      ['2026-11-21', 'RTG', 'SLOT', ['2']],
    ]);
  });

  it('sums turnover and profit/loss in poisha, exactly', () => {
    const [group] = groupRecords([
      record('1', { bet_amount: '0.10', winAmount: '0.00' }),
      record('2', { bet_amount: '0.20', winAmount: '0.00' }),
      record('3', { bet_amount: '100.00', winAmount: '250.50' }),
    ]);
    expect(group!.turnover).toBe(10_030n);
    expect(group!.profitLoss).toBe(15_020n);
    expect(recordProfitLoss(record('4', { bet_amount: '5.00', winAmount: '1.25' }))).toBe(-375n);
  });

  it('turns Today, Yesterday and Last 7 days into Dhaka days', () => {
    const now = new Date('2026-11-21T19:00:00.000Z'); // 01:00 on 22 November in Dhaka
    const base = { platform: 'RTG', gameType: null };
    expect(toRecordQuery({ ...base, date: 'today' }, now)).toEqual({ from: '2026-11-22', to: '2026-11-22', ...base });
    expect(toRecordQuery({ ...base, date: 'yesterday' }, now)).toMatchObject({ from: '2026-11-21', to: '2026-11-21' });
    expect(toRecordQuery({ ...base, date: 'last7' }, now)).toMatchObject({ from: '2026-11-16', to: '2026-11-22' });
  });
});
