import type { BanglaMessages } from '../../platform/i18n/message-catalog.js';

/** Bangla of the reports module's answers (staff only: the report's query checks). */
export const reportsBangla: BanglaMessages = {
  'from must be a Dhaka day such as 2026-11-01': 'from হতে হবে ঢাকার একটি দিন, যেমন 2026-11-01',
  'to must be a Dhaka day such as 2026-11-30': 'to হতে হবে ঢাকার একটি দিন, যেমন 2026-11-30',
  'group must be day, week or month': 'group হতে হবে day, week অথবা month',
  'format must be json or csv': 'format ঘরে json অথবা csv দিতে হবে',
  'currency must be BDT, INR or PKR': 'currency হতে হবে BDT, INR অথবা PKR',
  'from must not be after to.': 'from তারিখটি to তারিখের পরে হতে পারবে না।',
  'A report covers at most 731 days.': 'একটি রিপোর্টে সর্বোচ্চ ৭৩১ দিন থাকতে পারে।',
};
