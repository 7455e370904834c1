/**
 * One-time codes (phone, e-mail, extra phone, password reset): 6 digits, valid 10 minutes, at most 5
 * wrong tries, and a new one only 300 s after the last (spec sections 4 and 9).
 */
export const codePolicy = { digits: 6, validSeconds: 600, resendAfterSeconds: 300, maxWrongTries: 5 } as const;

export type CodePurpose = 'verify-email' | 'verify-phone' | 'verify-extra-phone' | 'reset-password';

/** A uniformly random code from a random-integer source (crypto in production). */
export const newCode = (randomInt: (maxExclusive: number) => number): string =>
  String(randomInt(10 ** codePolicy.digits)).padStart(codePolicy.digits, '0');

export type CodeCheck =
  { outcome: 'ok'; target: string } | { outcome: 'wrong'; triesLeft: number } | { outcome: 'too_many' } | { outcome: 'expired' };

export const codeMessages = {
  required: 'Please enter the verification code.',
  format: 'The verification code must be 6 digits.',
  expired: 'The verification code has expired or was not requested. Please request a new code.',
  tooMany: 'Too many wrong codes. Please request a new code.',
  wrong: (triesLeft: number) => `The verification code is incorrect. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
  wait: (seconds: number) => `Please wait ${seconds} seconds before requesting a new code.`,
} as const;

export function codeCheckMessage(check: Exclude<CodeCheck, { outcome: 'ok' }>): string {
  if (check.outcome === 'wrong') return check.triesLeft > 0 ? codeMessages.wrong(check.triesLeft) : codeMessages.tooMany;
  return check.outcome === 'too_many' ? codeMessages.tooMany : codeMessages.expired;
}
