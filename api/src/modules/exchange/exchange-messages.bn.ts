import { exchangeSports, sportsEventLists } from '@khela/contracts';
import type { BanglaMessages } from '../../platform/i18n/message-catalog.js';

/** Bangla of the exchange module's answers. Keys are the exact English texts; ids and codes stay as the API spells them. */
export const exchangeBangla: BanglaMessages = {
  'Event not found.': 'ইভেন্টটি পাওয়া যায়নি।',
  'Market not found.': 'মার্কেটটি পাওয়া যায়নি।',
  [`sport must be one of ${exchangeSports.join(', ')}`]: `sport এগুলোর একটি হতে হবে: ${exchangeSports.join(', ')}`,
  [`list must be one of ${sportsEventLists.join(', ')}`]: `list এগুলোর একটি হতে হবে: ${sportsEventLists.join(', ')}`,
  'marketId must be a market id such as 1.20418005': 'marketId একটি মার্কেট আইডি হতে হবে, যেমন 1.20418005',
  'eventId must be an event id (6 to 12 digits)': 'eventId একটি ইভেন্ট আইডি হতে হবে (৬ থেকে ১২ অঙ্ক)',
  'At most {{max}} exchange rooms at once.': 'একসাথে সর্বোচ্চ {{max}}টি এক্সচেঞ্জ রুম।',
};
