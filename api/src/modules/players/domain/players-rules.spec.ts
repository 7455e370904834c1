import { describe, expect, it } from '@jest/globals';
import { ageOn, decideBirthDate, dhakaDate } from './birth-date.js';
import { toDesktopErrors, validateDesktopRegistration } from './desktop-registration-rules.js';
import { pickLanguage, renderMessage } from './outbound-messages.js';
import { isAcceptablePassword } from './password-rules.js';
import { newReferralCode } from './referral-code.js';
import { normalisePhone, validateMobileSignUp } from './sign-up-rules.js';
import { codeCheckMessage, newCode } from './verification-code.js';

describe('players domain rules', () => {
  it('normalises a valid mobile sign-up: BDT by default, Bangladeshi phone in its national form, referral code upper-cased', () => {
    const result = validateMobileSignUp({
      username: ' Rahim2024 ',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      phone: '+8801712345678',
      email: 'r@x.com',
      referral_code: 'abcd2345',
    });
    expect(result).toEqual({
      ok: true,
      input: {
        username: 'Rahim2024',
        password: 'Secret123',
        name: '',
        phone: '01712345678',
        email: 'r@x.com',
        currency: 'BDT',
        referralCode: 'ABCD2345',
        agentCode: null,
        affiliateCode: null,
      },
    });
  });

  it('maps the desktop form onto sign-up and its errors back onto desktop field names', () => {
    const form = validateDesktopRegistration({
      username: 'DeskUser1',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      currencyType: '17',
      realName: 'D',
      phoneNumber: '01812345678',
      email: 'd@x.com',
      captcha: '1234',
      ageCheck: 'on',
    });
    expect(form).toMatchObject({
      ok: true,
      captcha: '1234',
      signUp: { username: 'deskuser1', currency: 'PKR', name: 'D', phone: '01812345678' },
    });
    expect(
      validateDesktopRegistration({
        username: 'a',
        password: 'b',
        confirmPassword: 'b',
        callingCode: '91',
        realName: 'x',
        phoneNumber: '1',
        email: 'e',
        captcha: '1',
        ageCheck: true,
      }),
    ).toEqual({
      ok: false,
      errors: { callingCode: ['Only +880 phone numbers can register here.'] },
    });
    expect(toDesktopErrors({ phone: ['x'], name: ['y'], referral_code: ['z'] })).toEqual({
      phoneNumber: ['x'],
      realName: ['y'],
      friendReferCode: ['z'],
    });
  });

  it('accepts passwords of letters and digits, 8 or more, with at least one of each', () => {
    expect(['abcd1234', 'ABCDEFG1', '1234567a'].every(isAcceptablePassword)).toBe(true);
    expect(['abcdefgh', '12345678', 'abc1234', 'abcd123!'].some(isAcceptablePassword)).toBe(false);
  });

  it('saves a birth date once, for adults, on the Dhaka calendar', () => {
    expect(dhakaDate(new Date('2026-03-01T19:00:00Z'))).toBe('2026-03-02');
    expect(ageOn('2008-03-02', '2026-03-01')).toBe(17);
    expect(ageOn('2008-03-01', '2026-03-01')).toBe(18);
    expect(decideBirthDate(null, '2008-03-01', '2026-03-01')).toEqual({ ok: true, birthDate: '2008-03-01' });
    expect(decideBirthDate(null, '2008-03-02', '2026-03-01')).toMatchObject({ ok: false, message: 'You must be at least 18 years old.' });
    expect(decideBirthDate('1990-01-01', '1991-01-01', '2026-03-01')).toMatchObject({ ok: false, conflict: true });
    expect(decideBirthDate(null, '2001-02-29', '2026-03-01')).toMatchObject({ ok: false, conflict: false });
  });

  it('makes 6-digit codes and 8-character referral codes from a random source', () => {
    expect(newCode(() => 42)).toBe('000042');
    expect(newReferralCode(() => 0)).toBe('AAAAAAAA');
    expect(codeCheckMessage({ outcome: 'wrong', triesLeft: 2 })).toBe('The verification code is incorrect. 2 tries left.');
    expect(codeCheckMessage({ outcome: 'too_many' })).toBe('Too many wrong codes. Please request a new code.');
  });

  it('writes messages in English or Bangla', () => {
    expect(pickLanguage('bn-BD,bn;q=0.9', 'en')).toBe('bn');
    expect(pickLanguage(undefined, 'bn')).toBe('bn');
    expect(pickLanguage('fr', null)).toBe('en');
    expect(renderMessage('verification-code', 'bn', '123456').body).toContain('123456');
  });
});

describe('normalisePhone', () => {
  it.each([
    ['8801712345678', '01712345678'],
    ['+8801712345678', '01712345678'],
    ['01712345678', '01712345678'],
    ['1712345678', '01712345678'],
    ['919876543210', '919876543210'],
    ['923001234567', '923001234567'],
  ])('stores %s as %s', (input, stored) => {
    expect(normalisePhone(input)).toBe(stored);
  });
});
