import type { BanglaMessages } from '../../platform/i18n/message-catalog.js';

/** Bangla of the turnover module's answers (the player's turnover tickets). */
export const turnoverBangla: BanglaMessages = {
  'You can only see your own turnover.': 'আপনি শুধু নিজের টার্নওভারই দেখতে পারবেন।',
};
