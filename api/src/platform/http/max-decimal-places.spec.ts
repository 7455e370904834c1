import { describe, expect, it } from '@jest/globals';
import { decimalPlaces } from './max-decimal-places.js';

describe('decimalPlaces', () => {
  it('counts the digits after the point, in plain and exponent form', () => {
    expect(decimalPlaces(2)).toBe(0);
    expect(decimalPlaces(2.5)).toBe(1);
    expect(decimalPlaces(1.01)).toBe(2);
    expect(decimalPlaces(1e-28)).toBe(28);
    expect(decimalPlaces(1.5e-7)).toBe(8);
    expect(decimalPlaces(1e21)).toBe(0);
    expect(decimalPlaces(-0.125)).toBe(3);
  });
});
