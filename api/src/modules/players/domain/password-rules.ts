import { FieldErrorList, lettersAndDigits, text, type FieldErrors } from './field-errors.js';

export const passwordMessages = {
  newPasswordRule: 'New Password must contain at least one number, one letter, and 8 characters long.',
  currentRequired: 'Please enter your current password.',
  currentWrong: 'Your current password is incorrect.',
  confirmRequired: 'Please confirm your new password.',
  mismatch: 'Passwords do not match.',
  otpRequired: 'Please enter the OTP.',
  otpFormat: 'The OTP must be 6 digits.',
  otpInvalid: 'The OTP is invalid or has expired.',
  emailRequired: 'Please enter your email address.',
  phoneRequired: 'Please enter your phone number.',
  usernameRequired: 'Please enter your username.',
  typeInvalid: 'Please choose email or sms.',
  changed: 'Password changed successfully. Please login with your new password.',
  reset: 'Your password has been reset. Please login with your new password.',
} as const;

/**
 * Spec section 5 "Password change": at least 8, letters and digits only, at least one of each. The help
 * text's upper/lower/special-character advice is not enforced (the spec says so). 64 caps hashing cost.
 */
export const isAcceptablePassword = (password: string): boolean =>
  password.length >= 8 && password.length <= 64 && lettersAndDigits.test(password) && /[A-Za-z]/.test(password) && /\d/.test(password);

export function validatePasswordChange(payload: {
  old_password?: unknown;
  new_password?: unknown;
  new_password_confirmation?: unknown;
}): { ok: true; current: string; next: string } | { ok: false; errors: FieldErrors } {
  const errors = new FieldErrorList();
  const current = text(payload.old_password);
  const next = text(payload.new_password);
  const confirmation = text(payload.new_password_confirmation);
  if (!isAcceptablePassword(next)) errors.add('new_password', passwordMessages.newPasswordRule);
  if (current === '') errors.add('old_password', passwordMessages.currentRequired);
  if (confirmation === '') errors.add('new_password_confirmation', passwordMessages.confirmRequired);
  else if (confirmation !== next) errors.add('new_password_confirmation', passwordMessages.mismatch);
  return errors.empty ? { ok: true, current, next } : { ok: false, errors: errors.toJSON() };
}

export type ResetChannel = 'email' | 'sms';

/** Spec section 5 "Forgot password": by e-mail, address then username; by sms, phone then username. */
export function validateForgotPassword(payload: {
  type?: unknown;
  email?: unknown;
  phone?: unknown;
  username?: unknown;
}): { ok: true; channel: ResetChannel; address: string; username: string } | { ok: false; errors: FieldErrors } {
  const errors = new FieldErrorList();
  const type = text(payload.type).trim().toLowerCase();
  const username = text(payload.username).trim();
  if (type !== 'email' && type !== 'sms') return { ok: false, errors: errors.add('type', passwordMessages.typeInvalid).toJSON() };
  const address = text(type === 'email' ? payload.email : payload.phone).trim();
  if (address === '')
    errors.add(type === 'email' ? 'email' : 'phone', type === 'email' ? passwordMessages.emailRequired : passwordMessages.phoneRequired);
  if (username === '') errors.add('username', passwordMessages.usernameRequired);
  return errors.empty ? { ok: true, channel: type, address, username } : { ok: false, errors: errors.toJSON() };
}

/** The reset form: the change-password rules plus the OTP (spec section 5). */
export function validatePasswordReset(payload: {
  otp?: unknown;
  password?: unknown;
  password_confirmation?: unknown;
  username?: unknown;
}): { ok: true; otp: string; password: string; username: string } | { ok: false; errors: FieldErrors } {
  const errors = new FieldErrorList();
  const otp = text(payload.otp).trim();
  const password = text(payload.password);
  const confirmation = text(payload.password_confirmation);
  const username = text(payload.username).trim();
  if (otp === '') errors.add('otp', passwordMessages.otpRequired);
  else if (!/^\d{6}$/.test(otp)) errors.add('otp', passwordMessages.otpFormat);
  if (!isAcceptablePassword(password)) errors.add('password', passwordMessages.newPasswordRule);
  if (confirmation === '') errors.add('password_confirmation', passwordMessages.confirmRequired);
  else if (confirmation !== password) errors.add('password_confirmation', passwordMessages.mismatch);
  if (username === '') errors.add('username', passwordMessages.usernameRequired);
  return errors.empty ? { ok: true, otp, password, username } : { ok: false, errors: errors.toJSON() };
}
