import type { Currency } from '@khela/contracts';
import { FieldErrorList, text, type FieldErrors } from './field-errors.js';
import type { MobileSignUpPayload } from './sign-up-rules.js';

/** The desktop two-step form of spec sections 2.1, 3 and 5. */
export interface DesktopRegistrationPayload {
  username?: unknown;
  password?: unknown;
  confirmPassword?: unknown;
  currencyType?: unknown;
  friendReferCode?: unknown;
  realName?: unknown;
  callingCode?: unknown;
  phoneNumber?: unknown;
  email?: unknown;
  captcha?: unknown;
  ageCheck?: unknown;
}

/** Spec section 9: currency codes 8 BDT (default), 7 INR, 17 PKR. */
export const desktopCurrencyCodes: Record<string, Currency> = { '8': 'BDT', '7': 'INR', '17': 'PKR' };

export const desktopMessages = {
  step1Missing: 'Please fill in all fields.',
  step1Mismatch: 'Passwords do not match.',
  step2Missing: 'Please fill in all fields for step 2.',
  ageNotConfirmed: 'You must confirm that you are 18 years old.',
  realNameLong: 'Full name must be at most 100 characters.',
  callingCode: 'Only +880 phone numbers can register here.',
  currencyType: 'Please choose BDT, INR or PKR.',
  captchaWrong: 'The captcha is wrong or has expired. Please enter the new code.',
} as const;

/** The desktop form names its fields differently: sign-up errors are reported under the desktop names. */
export const desktopFieldOf: Record<string, string> = {
  username: 'username',
  password: 'password',
  confirmPassword: 'confirmPassword',
  name: 'realName',
  phone: 'phoneNumber',
  email: 'email',
  currency: 'currencyType',
  referral_code: 'friendReferCode',
};

const ticked = (value: unknown) => value === true || value === 1 || value === 'true' || value === '1' || value === 'on';

/**
 * Step 1 (username, both passwords, equal) then step 2 (real name, phone, e-mail, captcha filled, age
 * ticked), with the form's own messages. The captcha's value is checked by the caller (it lives in Redis);
 * afterwards the payload goes through the mobile sign-up rules, as one account system has one set of rules.
 */
export function validateDesktopRegistration(
  payload: DesktopRegistrationPayload,
): { ok: true; signUp: MobileSignUpPayload; captcha: string } | { ok: false; errors: FieldErrors } {
  const errors = new FieldErrorList();
  const step1 = ['username', 'password', 'confirmPassword'] as const;
  for (const field of step1) if (text(payload[field]).trim() === '') errors.add(field, desktopMessages.step1Missing);
  if (errors.empty && text(payload.password) !== text(payload.confirmPassword))
    errors.add('confirmPassword', desktopMessages.step1Mismatch);
  if (!errors.empty) return { ok: false, errors: errors.toJSON() };

  for (const field of ['realName', 'phoneNumber', 'email', 'captcha'] as const) {
    if (text(payload[field]).trim() === '') errors.add(field, desktopMessages.step2Missing);
  }
  if (!ticked(payload.ageCheck)) errors.add('ageCheck', desktopMessages.ageNotConfirmed);
  if (text(payload.realName).trim().length > 100) errors.add('realName', desktopMessages.realNameLong);
  const callingCode = text(payload.callingCode).trim().replace(/^\+/, '');
  if (callingCode !== '' && callingCode !== '880') errors.add('callingCode', desktopMessages.callingCode);
  const currencyCode = text(payload.currencyType).trim() || '8';
  const currency = desktopCurrencyCodes[currencyCode];
  if (!currency) errors.add('currencyType', desktopMessages.currencyType);
  if (!errors.empty || !currency) return { ok: false, errors: errors.toJSON() };

  return {
    ok: true,
    captcha: text(payload.captcha).trim(),
    signUp: {
      // The desktop form lower-cases usernames (spec section 5 hint); names stay unique regardless of case.
      username: text(payload.username).trim().toLowerCase(),
      password: text(payload.password),
      confirmPassword: text(payload.confirmPassword),
      name: text(payload.realName).trim(),
      phone: text(payload.phoneNumber).trim(),
      email: text(payload.email).trim(),
      currency,
      referral_code: text(payload.friendReferCode).trim(),
    },
  };
}

/** Renames sign-up field errors to the desktop form's fields. */
export function toDesktopErrors(errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) out[desktopFieldOf[field] ?? field] = messages;
  return out;
}
