/** English answers of bookmaker bets (Bangla below, keyed by these texts; {{name}} marks what is filled in). */
export const bookmakerMessages = {
  marketNotFound: 'Bookmaker market not found.',
  runnerNotFound: 'That runner is not in this bookmaker market.',
  suspended: 'The bookmaker market is suspended: no bets are taken now.',
  ballRunning: 'Ball running: bets are taken again when the ball is over.',
  rateChanged: (rate: string) => `The rate changed to ${rate}; place the bet again at the new rate.`,
  stakeRange: (min: string, max: string) => `The stake must be between ${min} and ${max} on this market.`,
  playerLimit: (limit: string, left: string) => `Your bets on this market may total ${limit}; ${left} is left.`,
  houseLimit: (left: string) => `The bookmaker takes at most ${left} more on this runner at this rate now.`,
  placed: 'Bet placed against the bookmaker.',
  keyReused: 'This idempotency key was already used for another bet.',
  input: {
    marketId: 'market_id must be a bookmaker market id such as 2.34112345',
    rate: 'rate must be the per-100 rate shown, a whole number from 1 to 10000',
  },
} as const;

export const bookmakerMessagesBangla: Record<string, string> = {
  [bookmakerMessages.marketNotFound]: 'বুকমেকার মার্কেটটি পাওয়া যায়নি।',
  [bookmakerMessages.runnerNotFound]: 'এই রানার এই বুকমেকার মার্কেটে নেই।',
  [bookmakerMessages.suspended]: 'বুকমেকার মার্কেটটি স্থগিত: এখন কোনো বাজি নেওয়া হচ্ছে না।',
  [bookmakerMessages.ballRunning]: 'বল চলছে: বলটি শেষ হলে আবার বাজি নেওয়া হবে।',
  [bookmakerMessages.rateChanged('{{rate}}')]: 'রেট বদলে {{rate}} হয়েছে; নতুন রেটে আবার বাজি ধরুন।',
  [bookmakerMessages.stakeRange('{{min}}', '{{max}}')]: 'এই মার্কেটে স্টেক {{min}} থেকে {{max}} এর মধ্যে হতে হবে।',
  [bookmakerMessages.playerLimit('{{limit}}', '{{left}}')]: 'এই মার্কেটে আপনার মোট বাজি {{limit}} পর্যন্ত হতে পারে; বাকি আছে {{left}}।',
  [bookmakerMessages.houseLimit('{{left}}')]: 'বুকমেকার এখন এই রেটে এই রানারে সর্বোচ্চ আরও {{left}} নিচ্ছে।',
  [bookmakerMessages.placed]: 'বুকমেকারের বিপক্ষে বাজি ধরা হয়েছে।',
  [bookmakerMessages.keyReused]: 'এই idempotency key আগেই অন্য একটি বাজিতে ব্যবহার হয়েছে।',
  [bookmakerMessages.input.marketId]: 'market_id একটি বুকমেকার মার্কেট আইডি হতে হবে, যেমন 2.34112345',
  [bookmakerMessages.input.rate]: 'rate দেখানো প্রতি-১০০ রেট হতে হবে, ১ থেকে ১০০০০ এর একটি পূর্ণ সংখ্যা',
};
