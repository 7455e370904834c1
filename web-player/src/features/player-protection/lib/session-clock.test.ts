import { describe, expect, it } from 'vitest';
import { elapsedAt, formatElapsed, msUntil, netOf, serverOffsetMs } from './session-clock';

describe('session clock arithmetic', () => {
  it('elapsed is hh:mm:ss, in Bengali digits for Bangla, past 24 hours as it comes', () => {
    expect(formatElapsed(0, 'en')).toBe('00:00:00');
    expect(formatElapsed(3723.9, 'en')).toBe('01:02:03');
    expect(formatElapsed(-5, 'en')).toBe('00:00:00');
    expect(formatElapsed(100 * 3600 + 59, 'en')).toBe('100:00:59');
    expect(formatElapsed(3723, 'bn')).toBe('০১:০২:০৩');
  });

  it("counts on the server's clock: a device clock ten minutes slow changes nothing", () => {
    const serverNow = '2026-11-26T11:00:00.000Z';
    const deviceAtAnswer = Date.parse('2026-11-26T10:50:00.000Z');
    const offset = serverOffsetMs(serverNow, deviceAtAnswer);
    expect(offset).toBe(10 * 60_000);
    expect(elapsedAt('2026-11-26T10:00:00.000Z', offset, deviceAtAnswer)).toBe(3600);
    expect(elapsedAt('2026-11-26T10:00:00.000Z', offset, deviceAtAnswer + 61_500)).toBe(3661);
    expect(msUntil('2026-11-26T11:15:00.000Z', offset, deviceAtAnswer)).toBe(15 * 60_000);
    expect(msUntil('2026-11-26T10:15:00.000Z', offset, deviceAtAnswer)).toBe(0);
  });

  it("a session net's kind and amount, from the API's decimal string", () => {
    expect(netOf('-410.00')).toEqual({ kind: 'loss', amount: '410.00' });
    expect(netOf('70.50')).toEqual({ kind: 'win', amount: '70.50' });
    expect(netOf('0.00')).toEqual({ kind: 'even', amount: '0.00' });
    expect(netOf('-0.00')).toEqual({ kind: 'even', amount: '0.00' });
  });
});
