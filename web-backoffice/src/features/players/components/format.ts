const dhakaTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dhaka' });

/** A server time as staff in Bangladesh read it (Asia/Dhaka), or a dash. */
export const dhaka = (iso: string | null | undefined) => (iso ? dhakaTime.format(new Date(iso)) : '—');
