/** Own referral codes: 8 characters without look-alikes (no 0/O, 1/I/L), so they survive being read aloud. */
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export const newReferralCode = (randomInt: (maxExclusive: number) => number): string =>
  Array.from({ length: 8 }, () => alphabet[randomInt(alphabet.length)]).join('');
