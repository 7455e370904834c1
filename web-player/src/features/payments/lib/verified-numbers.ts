import type { OtherPhone, PlayerProfile } from '@khela/contracts';

/** Numbers are used in the 11-digit local form: "8801711111111" becomes "01711111111" (as the api compares them). */
export function localNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 13 && digits.startsWith('880') ? digits.slice(2) : digits;
}

/** The player's verified numbers: their own phone when session_id is 1, then the verified extra phones. */
export function verifiedNumbers(profile: Pick<PlayerProfile, 'phone' | 'session_id'> | undefined, others: OtherPhone[] = []): string[] {
  const numbers = [
    ...(profile?.session_id === 1 && profile.phone ? [profile.phone] : []),
    ...others.filter((phone) => phone.isverify === 1).map((phone) => phone.contract_value),
  ].map(localNumber);
  return numbers.filter((number, index) => number !== '' && numbers.indexOf(number) === index);
}

/** Spec section 4: the phone counts as verified when session_id is 1 or an extra number is verified. */
export function isPhoneVerified(profile: Pick<PlayerProfile, 'session_id'> | undefined, others: OtherPhone[] = []): boolean {
  return profile?.session_id === 1 || others.some((phone) => phone.isverify === 1);
}
