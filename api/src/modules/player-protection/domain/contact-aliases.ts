/**
 * One canonical form for each way of writing the same phone number or e-mail address, so an excluded
 * player cannot open a new account with an alias of their own contact (issue 16). Pure; the rules are
 * listed in the module README. Both functions are idempotent: canonical(canonical(x)) === canonical(x).
 */

/** Providers that deliver `a.b.c@` to `abc@` (dots in the local part do not count). */
const dotBlindDomains = new Set(['gmail.com']);
/** Other names of the same mailbox domain. */
const domainAliases: Readonly<Record<string, string>> = { 'googlemail.com': 'gmail.com' };

/**
 * Lower case; the domain's alias replaced (googlemail.com is gmail.com); anything from the first '+' of
 * the local part dropped (sub-addressing, honoured by Gmail, Outlook, iCloud, Proton, Fastmail, ...); for
 * Gmail the dots of the local part dropped. Text without one '@' is only trimmed and lower-cased.
 */
export function canonicalEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0 || at === lower.length - 1) return lower;
  const rawDomain = lower.slice(at + 1);
  const domain = domainAliases[rawDomain] ?? rawDomain;
  let local = lower.slice(0, at);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (dotBlindDomains.has(domain)) local = local.replaceAll('.', '') || local;
  return `${local}@${domain}`;
}

/**
 * Spaces, dashes, dots and brackets dropped; an international prefix `00` read as `+`; a Bangladeshi
 * mobile (01[3-9] and 8 digits, with or without +880 / 880 / 00880) in its national 11-digit form
 * 01XXXXXXXXX (the form players' phones are stored in); any other number as its digits without '+'.
 */
export function canonicalPhone(phone: string): string {
  const compact = phone.trim().replace(/[\s\-.()]/g, '');
  const digits = compact.replace(/^(?:\+|00)/, '');
  const bangladeshi = /^(?:880|0)?(1[3-9]\d{8})$/.exec(digits);
  return bangladeshi ? `0${bangladeshi[1]}` : digits;
}
