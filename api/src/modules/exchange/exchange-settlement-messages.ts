/** English answers of the traders' settlement routes (Bangla in exchange-messages.bn.ts, keyed by these texts). */
export const settlementMessages = {
  resettling: 'Result recorded: the market is being settled at this result.',
  noResult: 'This market has no result yet: set the event’s result first.',
  marketUnknown: 'Market not found.',
  sameResult: 'The market already has this result.',
  unknownWinner: 'Each winner must be one of the market’s runners.',
  winnersWithVoid: 'A void result has no winners; a winners result needs at least one.',
  reasonRequired: 'Give a reason of 3 to 300 characters.',
} as const;

export const settlementMessagesBangla: Record<string, string> = {
  [settlementMessages.resettling]: 'ফলাফল রাখা হয়েছে: এই ফলাফলে মার্কেটের নিষ্পত্তি হচ্ছে।',
  [settlementMessages.noResult]: 'এই মার্কেটের এখনো কোনো ফলাফল নেই: আগে ইভেন্টের ফলাফল দিন।',
  [settlementMessages.sameResult]: 'মার্কেটটির এই ফলাফলই আছে।',
  [settlementMessages.unknownWinner]: 'প্রত্যেক বিজয়ী মার্কেটের একটি রানার হতে হবে।',
  [settlementMessages.winnersWithVoid]: 'বাতিল ফলাফলে কোনো বিজয়ী থাকে না; বিজয়ী ফলাফলে অন্তত একজন লাগে।',
  [settlementMessages.reasonRequired]: '৩ থেকে ৩০০ অক্ষরের একটি কারণ দিন।',
  'records must be one of today, yesterday, last7': 'records হতে হবে today, yesterday অথবা last7',
  'range must be one of today, yesterday, last7': 'range হতে হবে today, yesterday অথবা last7',
  'from and to must be days such as 2026-11-26': 'from এবং to দিন হতে হবে, যেমন 2026-11-26',
  'outcome must be winners or void': 'outcome হতে হবে winners অথবা void',
  'winner_selection_ids must be up to 3 selection ids': 'winner_selection_ids সর্বোচ্চ ৩টি সিলেকশন আইডি হতে হবে',
};
