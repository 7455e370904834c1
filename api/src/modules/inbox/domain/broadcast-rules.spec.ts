import { describe, expect, it } from '@jest/globals';
import { broadcastMessages, inSegment, readAudience, readBroadcast, segmentBounds } from './broadcast-rules.js';

const now = new Date('2026-11-26T06:00:00Z'); // 12:00 in Dhaka
const valid = { title_en: 'Hello', title_bn: 'হ্যালো', message_en: 'Body', message_bn: 'বার্তা', audience: { kind: 'all' } };

describe('broadcast audience and segment rules', () => {
  it('reads all, one player and a segment; refuses the rest', () => {
    expect(readAudience({ kind: 'all' })).toEqual({ kind: 'all' });
    expect(readAudience({ kind: 'player', username: ' demoplayer1 ' })).toEqual({ kind: 'player', username: 'demoplayer1' });
    expect(readAudience({ kind: 'player' })).toBe(broadcastMessages.usernameRequired);
    expect(readAudience({ kind: 'vip' })).toBe(broadcastMessages.audienceInvalid);
    expect(readAudience(null)).toBe(broadcastMessages.audienceInvalid);
    expect(readAudience({ kind: 'segment', registeredFrom: '2026-11-01', deposited: false, activeWithinDays: 7 })).toEqual({
      kind: 'segment',
      registeredFrom: '2026-11-01',
      deposited: false,
      activeWithinDays: 7,
    });
  });
  it('refuses bad days, a range back to front, and active days out of 1..365', () => {
    expect(readAudience({ kind: 'segment', registeredFrom: '26-11-2026' })).toBe(broadcastMessages.dayInvalid);
    expect(readAudience({ kind: 'segment', registeredFrom: '2026-11-02', registeredTo: '2026-11-01' })).toBe(broadcastMessages.dayInvalid);
    expect(readAudience({ kind: 'segment', activeWithinDays: 0 })).toBe(broadcastMessages.activeDaysInvalid);
    expect(readAudience({ kind: 'segment', activeWithinDays: 2.5 })).toBe(broadcastMessages.activeDaysInvalid);
    expect(readAudience({ kind: 'segment', deposited: 'yes' })).toBe(broadcastMessages.audienceInvalid);
  });
  it('registration days are Dhaka days, both ends included', () => {
    const b = segmentBounds({ kind: 'segment', registeredFrom: '2026-11-01', registeredTo: '2026-11-01' }, now);
    // 2026-11-01 00:00 Dhaka is 2026-10-31 18:00 UTC
    const facts = (iso: string) => ({ registeredAt: new Date(iso), hasDeposit: false, lastSignInAt: null, vipLevel: 'beginner' });
    expect(inSegment(facts('2026-10-31T17:59:59Z'), b)).toBe(false);
    expect(inSegment(facts('2026-10-31T18:00:00Z'), b)).toBe(true);
    expect(inSegment(facts('2026-11-01T17:59:59Z'), b)).toBe(true);
    expect(inSegment(facts('2026-11-01T18:00:00Z'), b)).toBe(false);
  });
  it('deposited or not, and active within N days', () => {
    const b = segmentBounds({ kind: 'segment', deposited: true, activeWithinDays: 7 }, now);
    const base = {
      registeredAt: new Date('2026-01-01T00:00:00Z'),
      hasDeposit: true,
      lastSignInAt: new Date('2026-11-20T00:00:00Z'),
      vipLevel: 'beginner',
    };
    expect(inSegment(base, b)).toBe(true);
    expect(inSegment({ ...base, hasDeposit: false }, b)).toBe(false);
    expect(inSegment({ ...base, lastSignInAt: new Date('2026-11-19T05:59:59Z') }, b)).toBe(false);
    expect(inSegment({ ...base, lastSignInAt: null }, b)).toBe(false);
    expect(inSegment({ ...base, hasDeposit: false }, segmentBounds({ kind: 'segment', deposited: false }, now))).toBe(true);
  });
  it('VIP levels: a list of level codes, repeats dropped, empty meaning any level', () => {
    expect(readAudience({ kind: 'segment', vipLevels: ['expert-1', 'master-1', 'expert-1'] })).toEqual({
      kind: 'segment',
      vipLevels: ['expert-1', 'master-1'],
    });
    expect(readAudience({ kind: 'segment', vipLevels: [] })).toEqual({ kind: 'segment' });
    for (const bad of ['expert-1', [1], ['Expert I'], [''], Array.from({ length: 51 }, (_, i) => `l${i}`)])
      expect(readAudience({ kind: 'segment', vipLevels: bad })).toBe(broadcastMessages.vipLevelsInvalid);
    const b = segmentBounds({ kind: 'segment', vipLevels: ['expert-1', 'master-1'] }, now);
    const player = { registeredAt: new Date('2026-01-01T00:00:00Z'), hasDeposit: false, lastSignInAt: null };
    expect(inSegment({ ...player, vipLevel: 'master-1' }, b)).toBe(true);
    expect(inSegment({ ...player, vipLevel: 'beginner' }, b)).toBe(false);
    expect(inSegment({ ...player, vipLevel: 'beginner' }, segmentBounds({ kind: 'segment', vipLevels: [] }, now))).toBe(true);
  });
  it('reads a whole request: trims texts, needs both languages, sends now unless later', () => {
    expect(readBroadcast(valid, now)).toMatchObject({ titleEn: 'Hello', sendAt: now });
    expect(readBroadcast({ ...valid, title_bn: ' ' }, now)).toBe(broadcastMessages.titleRequired);
    expect(readBroadcast({ ...valid, message_en: 'x'.repeat(5001) }, now)).toBe(broadcastMessages.messageRequired);
    expect(readBroadcast({ ...valid, send_at: '2026-11-25T00:00:00Z' }, now)).toBe(broadcastMessages.sendAtInvalid);
    expect(readBroadcast({ ...valid, send_at: 'soon' }, now)).toBe(broadcastMessages.sendAtInvalid);
    expect(readBroadcast({ ...valid, send_at: '2026-11-27T00:00:00Z' }, now)).toMatchObject({ sendAt: new Date('2026-11-27T00:00:00Z') });
  });
});
