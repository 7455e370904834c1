import { currencies, type Currency } from '@khela/contracts';
import { FieldErrorList, lettersAndDigits, text, type FieldErrors } from './field-errors.js';

/** Spec section 9: username 8-16, password at least 8, phone 10-15 digits. */
export const signUpLimits = { usernameMin: 8, usernameMax: 16, passwordMin: 8, passwordMax: 64, nameMax: 100, codeMax: 40 } as const;

/** A valid sign-up, normalised: trimmed, phone without "+", currency resolved, codes upper-cased or null. */
export interface SignUpInput {
  username: string;
  password: string;
  name: string;
  phone: string;
  email: string;
  currency: Currency;
  referralCode: string | null;
  agentCode: string | null;
  affiliateCode: string | null;
}

/** The mobile sign-up payload of spec section 3 (plus `affiliate_code`, which the landing route stores). */
export interface MobileSignUpPayload {
  username?: unknown;
  password?: unknown;
  confirmPassword?: unknown;
  name?: unknown;
  phone?: unknown;
  email?: unknown;
  referral_code?: unknown;
  agent_code?: unknown;
  affiliate_code?: unknown;
  currency?: unknown;
  status?: unknown;
}

const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const phonePattern = /^\+?\d{10,15}$/;

export const signUpMessages = {
  usernameRequired: 'Username is required',
  usernameChars: 'Invalid username (only letters and numbers)',
  usernameLength: 'Username must be between 8 and 16 characters',
  usernameTaken: 'The username has already been taken.',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Invalid phone number (10-15 digits)',
  passwordRequired: 'Password is required',
  passwordShort: 'Password must be at least 8 characters',
  passwordLong: 'Password must be at most 64 characters',
  passwordChars: 'Password can only contain letters and numbers (no special characters)',
  confirmRequired: 'Confirm Password is required',
  confirmMismatch: 'Passwords do not match',
  nameLong: 'Name must be at most 100 characters',
  currencyInvalid: 'Currency must be BDT, INR or PKR',
} as const;

/** Username rules shared by sign-up (the login form checks characters only). */
export function usernameProblem(username: string): string | undefined {
  if (username === '') return signUpMessages.usernameRequired;
  if (!lettersAndDigits.test(username)) return signUpMessages.usernameChars;
  if (username.length < signUpLimits.usernameMin || username.length > signUpLimits.usernameMax) return signUpMessages.usernameLength;
  return undefined;
}

export function phoneProblem(phone: string): string | undefined {
  if (phone === '') return signUpMessages.phoneRequired;
  if (!phonePattern.test(phone)) return signUpMessages.phoneInvalid;
  return undefined;
}

/**
 * A number as typed, without the spaces, dashes, dots and brackets people write in it, and with an
 * international `00` read as `+` ("+880 1712-345678" and "008801712345678" are "+8801712345678").
 * Sign-up still refuses separators (spec: 10-15 digits); "008801712345678" passes it and is stored as
 * 01712345678 like its other forms.
 */
const compactPhone = (phone: string): string =>
  phone
    .trim()
    .replace(/[\s\-.()]/g, '')
    .replace(/^00/, '+');

/**
 * One stored form per number, so a number typed with or without +880 or the leading 0 is the same
 * number everywhere. Bangladeshi mobiles keep the national 11-digit form (01XXXXXXXXX), the form mobile
 * wallets use as account numbers (deposits and withdrawals compare against it); other countries keep
 * their digits with the country code.
 */
export const normalisePhone = (phone: string): string => {
  const digits = compactPhone(phone).replace(/^\+/, '');
  const bangladeshi = /^(?:880|0)?(1[3-9]\d{8})$/.exec(digits);
  return bangladeshi ? `0${bangladeshi[1]}` : digits;
};

const optionalCode = (value: unknown): string | null => {
  const code = text(value).trim();
  return code === '' ? null : code;
};

/**
 * Spec section 5 "Mobile signup", every rule with its message, one message per field (the first rule
 * the value breaks). `status` is accepted for compatibility but a new player is always active.
 */
export function validateMobileSignUp(payload: MobileSignUpPayload): { ok: true; input: SignUpInput } | { ok: false; errors: FieldErrors } {
  const errors = new FieldErrorList();
  const username = text(payload.username).trim();
  const email = text(payload.email).trim();
  const phone = text(payload.phone).trim();
  const password = text(payload.password);
  const confirm = text(payload.confirmPassword);
  const name = text(payload.name).trim();

  const usernameError = usernameProblem(username);
  if (usernameError) errors.add('username', usernameError);

  if (email === '') errors.add('email', signUpMessages.emailRequired);
  else if (email.length > 254 || !emailPattern.test(email)) errors.add('email', signUpMessages.emailInvalid);

  const phoneError = phoneProblem(phone);
  if (phoneError) errors.add('phone', phoneError);

  if (password === '') errors.add('password', signUpMessages.passwordRequired);
  else if (password.length < signUpLimits.passwordMin) errors.add('password', signUpMessages.passwordShort);
  else if (!lettersAndDigits.test(password)) errors.add('password', signUpMessages.passwordChars);
  else if (password.length > signUpLimits.passwordMax) errors.add('password', signUpMessages.passwordLong);

  if (confirm === '') errors.add('confirmPassword', signUpMessages.confirmRequired);
  else if (confirm !== password) errors.add('confirmPassword', signUpMessages.confirmMismatch);

  if (name.length > signUpLimits.nameMax) errors.add('name', signUpMessages.nameLong);

  const currencyText = text(payload.currency).trim().toUpperCase();
  const currency = (currencyText === '' ? 'BDT' : currencyText) as Currency;
  if (!currencies.includes(currency)) errors.add('currency', signUpMessages.currencyInvalid);

  for (const [field, label] of [
    ['referral_code', 'Referral code'],
    ['agent_code', 'Agent code'],
    ['affiliate_code', 'Affiliate code'],
  ] as const) {
    if (text(payload[field]).trim().length > signUpLimits.codeMax)
      errors.add(field, `${label} must be at most ${signUpLimits.codeMax} characters`);
  }

  if (!errors.empty) return { ok: false, errors: errors.toJSON() };
  return {
    ok: true,
    input: {
      username,
      password,
      name,
      phone: normalisePhone(phone),
      email,
      currency,
      referralCode: optionalCode(payload.referral_code)?.toUpperCase() ?? null,
      agentCode: optionalCode(payload.agent_code),
      affiliateCode: optionalCode(payload.affiliate_code),
    },
  };
}
