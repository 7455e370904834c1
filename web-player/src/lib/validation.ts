/**
 * Client-side checks of spec section 5. Each answers the key of its message under `validation.` in the
 * locale files, so the English text stays exactly the spec's and Bangla comes from the same key.
 */
import type { en } from '@/i18n/locales/en';

export type ValidationKey = `validation.${keyof typeof en.validation}`;
export type FieldErrors<F extends string> = Partial<Record<F, ValidationKey>>;

const LETTERS_AND_DIGITS = /^[A-Za-z0-9]+$/;
// Address-like: something@something.tld, no spaces (spec: "e-mail required and address-like").
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_DIGITS = /^\d{10,15}$/;

export const USERNAME_MIN = 8;
export const USERNAME_MAX = 16;
export const PASSWORD_MIN = 8;
export const OTP_LENGTH = 6;

export function hasErrors(errors: Record<string, unknown>): boolean {
  return Object.values(errors).some(Boolean);
}

export interface LoginValues {
  username: string;
  password: string;
}

export function validateLogin({ username, password }: LoginValues): FieldErrors<keyof LoginValues> {
  const errors: FieldErrors<keyof LoginValues> = {};
  if (username.trim() === '') errors.username = 'validation.usernameRequired';
  else if (!LETTERS_AND_DIGITS.test(username.trim())) errors.username = 'validation.usernameInvalid';
  if (password === '') errors.password = 'validation.passwordRequired';
  else if (password.length < PASSWORD_MIN) errors.password = 'validation.passwordMin';
  return errors;
}

export interface SignupValues {
  username: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
}

export function validateSignup(values: SignupValues): FieldErrors<keyof SignupValues> {
  const errors: FieldErrors<keyof SignupValues> = {};
  const username = values.username.trim();
  if (username === '') errors.username = 'validation.usernameRequired';
  else if (!LETTERS_AND_DIGITS.test(username)) errors.username = 'validation.usernameInvalid';
  else if (username.length < USERNAME_MIN || username.length > USERNAME_MAX) errors.username = 'validation.usernameLength';

  const email = values.email.trim();
  if (email === '') errors.email = 'validation.emailRequired';
  else if (!EMAIL.test(email)) errors.email = 'validation.emailInvalid';

  const phone = values.phone.trim();
  if (phone === '') errors.phone = 'validation.phoneRequired';
  else if (!PHONE_DIGITS.test(phone)) errors.phone = 'validation.phoneInvalid';

  if (values.password === '') errors.password = 'validation.passwordRequired';
  else if (values.password.length < PASSWORD_MIN) errors.password = 'validation.passwordMin';
  else if (!LETTERS_AND_DIGITS.test(values.password)) errors.password = 'validation.passwordCharset';

  if (values.confirmPassword === '') errors.confirmPassword = 'validation.confirmPasswordRequired';
  else if (values.confirmPassword !== values.password) errors.confirmPassword = 'validation.passwordsMismatch';
  return errors;
}

/** New password: at least 8, letters and digits only, at least one of each (spec section 5, password change). */
export function newPasswordError(password: string): ValidationKey | undefined {
  const ok = password.length >= PASSWORD_MIN && LETTERS_AND_DIGITS.test(password) && /\d/.test(password) && /[A-Za-z]/.test(password);
  return ok ? undefined : 'validation.newPasswordRule';
}

function confirmationError(password: string, confirmation: string): ValidationKey | undefined {
  if (confirmation === '') return 'validation.confirmNewPasswordRequired';
  if (confirmation !== password) return 'validation.passwordsDoNotMatch';
  return undefined;
}

export interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmation: string;
}

export function validateChangePassword(values: ChangePasswordValues): FieldErrors<keyof ChangePasswordValues> {
  return {
    oldPassword: values.oldPassword === '' ? 'validation.currentPasswordRequired' : undefined,
    newPassword: newPasswordError(values.newPassword),
    confirmation: confirmationError(values.newPassword, values.confirmation),
  };
}

export interface ResetPasswordValues {
  otp: string;
  password: string;
  confirmation: string;
}

export function validateResetPassword(values: ResetPasswordValues): FieldErrors<keyof ResetPasswordValues> {
  return {
    otp: values.otp.trim() === '' ? 'validation.otpRequired' : undefined,
    password: newPasswordError(values.password),
    confirmation: confirmationError(values.password, values.confirmation),
  };
}

export type ForgotPasswordChannel = 'email' | 'sms';

/** One message at a time, in the spec's order: the address first, then the username. */
export function validateForgotPassword(channel: ForgotPasswordChannel, address: string, username: string): ValidationKey | undefined {
  if (address.trim() === '') return channel === 'email' ? 'validation.emailAddressRequired' : 'validation.phoneNumberRequired';
  if (username.trim() === '') return 'validation.enterUsername';
  return undefined;
}

export interface DesktopStep1Values {
  username: string;
  password: string;
  confirmPassword: string;
}

/** Desktop registration, Next (spec section 5): everything filled, then passwords equal. */
export function validateDesktopStep1(values: DesktopStep1Values): ValidationKey | undefined {
  if (values.username.trim() === '' || values.password === '' || values.confirmPassword === '') return 'validation.fillAllFields';
  if (values.password !== values.confirmPassword) return 'validation.passwordsDoNotMatch';
  return undefined;
}

export interface DesktopStep2Values {
  realName: string;
  phoneNumber: string;
  email: string;
  captcha: string;
  ageCheck: boolean;
}

/** Desktop registration, Register (spec section 5): the four fields filled, then the age box ticked. */
export function validateDesktopStep2(values: DesktopStep2Values): ValidationKey | undefined {
  if ([values.realName, values.phoneNumber, values.email, values.captcha].some((v) => v.trim() === '')) return 'validation.fillAllStep2';
  if (!values.ageCheck) return 'validation.confirmAge';
  return undefined;
}
