import { exchangeStaffBetStatuses } from '@khela/contracts';

/** English answers of the back-office bets search and liability (Bangla below, keyed by these texts). */
export const staffBetsMessages = {
  playerId: 'player_id must be a player id (digits)',
  eventId: 'event_id must be an event id such as 34112345',
  marketId: 'market_id must be a market id such as 1.34112345, 2.34112345 or fancy:34112345-0-fancy-10',
  status: `status must be one of ${exchangeStaffBetStatuses.join(', ')}`,
  day: 'from and to must be days such as 2026-11-26',
  range: 'from must not be after to, and the range at most 31 days',
} as const;

export const staffBetsMessagesBangla: Record<string, string> = {
  [staffBetsMessages.playerId]: 'player_id একটি প্লেয়ার আইডি (সংখ্যা) হতে হবে',
  [staffBetsMessages.eventId]: 'event_id একটি ইভেন্ট আইডি হতে হবে, যেমন 34112345',
  [staffBetsMessages.marketId]: 'market_id একটি মার্কেট আইডি হতে হবে, যেমন 1.34112345, 2.34112345 অথবা fancy:34112345-0-fancy-10',
  [staffBetsMessages.status]: `status হতে হবে এগুলোর একটি: ${exchangeStaffBetStatuses.join(', ')}`,
  [staffBetsMessages.day]: 'from এবং to দিন হতে হবে, যেমন 2026-11-26',
  [staffBetsMessages.range]: 'from, to এর পরে হতে পারবে না, এবং সময়সীমা সর্বোচ্চ ৩১ দিন',
};
