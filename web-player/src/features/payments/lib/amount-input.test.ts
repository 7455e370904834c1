import { describe, expect, it } from 'vitest';
import { amountValue, cleanAmountInput, parseAmountInput } from './amount-input';

describe('amount input', () => {
  it('keeps the decimal point of 150.50 (issue 14, defect 1)', () => {
    expect(cleanAmountInput('150.50')).toBe('150.50');
    expect(parseAmountInput(cleanAmountInput('150.50'))).toBe('150.50');
    expect(amountValue('150.50')).toBe(150.5);
  });

  it('allows one decimal point and at most two places', () => {
    expect(cleanAmountInput('100.005')).toBe('100.00');
    expect(cleanAmountInput('1.2.3')).toBe('1.23');
    expect(cleanAmountInput('12a3,4')).toBe('1234');
    expect(cleanAmountInput('1234567')).toBe('123456');
  });

  it('parses partial and whole amounts into the api form', () => {
    expect(parseAmountInput('500')).toBe('500.00');
    expect(parseAmountInput('500.')).toBe('500.00');
    expect(parseAmountInput('500.5')).toBe('500.50');
    expect(parseAmountInput('.5')).toBe('0.50');
    expect(parseAmountInput('007')).toBe('7.00');
    expect(parseAmountInput('')).toBeNull();
    expect(parseAmountInput('.')).toBeNull();
    expect(amountValue('')).toBe(0);
  });
});
