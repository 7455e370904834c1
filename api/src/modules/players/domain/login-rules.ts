import { FieldErrorList, lettersAndDigits, text, type FieldErrors } from './field-errors.js';

export const loginMessages = {
  usernameRequired: 'Username is required',
  usernameChars: 'Invalid username (only letters and numbers)',
  passwordRequired: 'Password is required',
  passwordShort: 'Password must be at least 8 characters',
  invalidCredentials: 'Invalid credentials',
  accountLocked: 'Your account is locked. Please contact customer service.',
} as const;

/** Spec section 5 "Login": the form's rules, enforced again on the server. */
export function validateLogin(payload: {
  username?: unknown;
  password?: unknown;
}): { ok: true; username: string; password: string } | { ok: false; errors: FieldErrors } {
  const errors = new FieldErrorList();
  const username = text(payload.username).trim();
  const password = text(payload.password);
  if (username === '') errors.add('username', loginMessages.usernameRequired);
  else if (!lettersAndDigits.test(username) || username.length > 64) errors.add('username', loginMessages.usernameChars);
  if (password === '') errors.add('password', loginMessages.passwordRequired);
  else if (password.length < 8) errors.add('password', loginMessages.passwordShort);
  else if (password.length > 256) errors.add('password', loginMessages.invalidCredentials);
  return errors.empty ? { ok: true, username, password } : { ok: false, errors: errors.toJSON() };
}

/** Spec "after 5 failed attempts for one username within 15 minutes, refuse for 15 minutes". */
export const loginLockout = { maxFailures: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 } as const;

export const lockedOutMessage = (seconds: number): string => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};
