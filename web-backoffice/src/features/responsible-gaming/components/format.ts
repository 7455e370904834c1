const dhakaTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dhaka' });

/** A server time as staff in Bangladesh read it (Asia/Dhaka), or a dash. */
export const dhaka = (iso: string | null | undefined) => (iso ? dhakaTime.format(new Date(iso)) : '—');

/** An amount with the player's currency ("2000.50 BDT"), or null. */
export const money = (amount: string | null, currency: string) => (amount === null ? null : `${amount} ${currency}`);

/** Up to two decimals, above zero: what the API takes as a limit. */
export const isAmount = (text: string) => /^\d{1,12}(\.\d{1,2})?$/.test(text) && Number(text) > 0;

export const REASON_MIN = 3;
export const REASON_MAX = 500;
