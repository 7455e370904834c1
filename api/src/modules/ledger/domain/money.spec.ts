import { describe, expect, it } from '@jest/globals';
import { formatMoney, parseMoney } from '@khela/contracts';
import fc from 'fast-check';

describe('money strings <-> minor units (libs/contracts)', () => {
  it('parses whole, one-place and two-place amounts into minor units', () => {
    expect(parseMoney('2500')).toBe(250000n);
    expect(parseMoney('2500.5')).toBe(250050n);
    expect(parseMoney('2500.05')).toBe(250005n);
    expect(parseMoney('0.01')).toBe(1n);
    expect(parseMoney('-12.34')).toBe(-1234n);
  });

  it('refuses what is not a plain decimal with at most two places', () => {
    for (const bad of ['', '1.234', '1e3', ' 1', '1,000.00', '.5', '1.', '0x10', 'NaN', '1234567890123456'])
      expect(parseMoney(bad)).toBeNull();
  });

  it('formats with exactly two places', () => {
    expect(formatMoney(250000n)).toBe('2500.00');
    expect(formatMoney(5n)).toBe('0.05');
    expect(formatMoney(-5n)).toBe('-0.05');
    expect(formatMoney(0n)).toBe('0.00');
  });

  it('round-trips any amount without floats', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 17n) + 1n, max: 10n ** 17n - 1n }), (minor) => parseMoney(formatMoney(minor)) === minor),
    );
  });

  it('keeps cents exact where floats drift (0.1 + 0.2)', () => {
    expect(formatMoney(parseMoney('0.1')! + parseMoney('0.2')!)).toBe('0.30');
  });
});
