import { describe, expect, it } from '@jest/globals';
import { canonicalEmail, canonicalPhone } from './contact-aliases.js';

describe('canonicalEmail', () => {
  it('ignores case everywhere', () => {
    expect(canonicalEmail('Some.One@Example.COM')).toBe('some.one@example.com');
  });
  it('drops a +tag of the local part, for any provider', () => {
    expect(canonicalEmail('someone+khela@outlook.com')).toBe('someone@outlook.com');
    expect(canonicalEmail('someone+a+b@example.test')).toBe('someone@example.test');
  });
  it('drops the dots of a Gmail local part, and only of Gmail', () => {
    expect(canonicalEmail('s.o.m.e.o.n.e@gmail.com')).toBe('someone@gmail.com');
    expect(canonicalEmail('some.one@outlook.com')).toBe('some.one@outlook.com');
  });
  it('reads googlemail.com as gmail.com', () => {
    expect(canonicalEmail('some.one@googlemail.com')).toBe('someone@gmail.com');
  });
  it('applies every rule at once, and is idempotent', () => {
    const canonical = canonicalEmail(' Some.One+x@GMail.com ');
    expect(canonical).toBe('someone@gmail.com');
    expect(canonicalEmail(canonical)).toBe(canonical);
    expect(canonicalEmail('SOMEONE@GOOGLEMAIL.COM')).toBe(canonical);
  });
  it('keeps a local part that is only a tag or only dots, and text that is not an address', () => {
    expect(canonicalEmail('+tag@example.test')).toBe('+tag@example.test');
    expect(canonicalEmail('...@gmail.com')).toBe('...@gmail.com');
    expect(canonicalEmail('Not An Address')).toBe('not an address');
  });
  it('keeps different people apart', () => {
    expect(canonicalEmail('someone@gmail.com')).not.toBe(canonicalEmail('someone2@gmail.com'));
    expect(canonicalEmail('someone@gmail.com')).not.toBe(canonicalEmail('someone@yahoo.com'));
  });
});

describe('canonicalPhone', () => {
  const canonical = '01712345678';
  it('writes a Bangladeshi mobile in its national form, with or without the country code', () => {
    for (const written of ['01712345678', '+8801712345678', '8801712345678', '008801712345678', '1712345678'])
      expect(canonicalPhone(written)).toBe(canonical);
  });
  it('ignores spaces, dashes, dots and brackets', () => {
    for (const written of ['+880 1712-345678', '017 1234 5678', '(+880) 1712.345.678', ' 00880-1712-345678 '])
      expect(canonicalPhone(written)).toBe(canonical);
  });
  it('is idempotent', () => {
    expect(canonicalPhone(canonicalPhone('+880 1712-345678'))).toBe(canonical);
  });
  it('keeps other countries as digits with their country code', () => {
    expect(canonicalPhone('+91 98765-43210')).toBe('919876543210');
    expect(canonicalPhone('0091 9876543210')).toBe('919876543210');
  });
  it('keeps different numbers apart (an operator prefix outside 013-019 is not a mobile)', () => {
    expect(canonicalPhone('01712345679')).not.toBe(canonical);
    expect(canonicalPhone('+8801212345678')).toBe('8801212345678');
  });
});
