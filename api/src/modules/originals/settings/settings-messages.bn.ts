import type { BanglaMessages } from '../../../platform/i18n/message-catalog.js';
import { gameSettingsMessages as m } from './domain/game-settings-messages.js';

export const gameSettingsBangla: BanglaMessages = {
  [m.notFound]: 'এই সেটিংসের কোনো হাউস গেম নেই।',
  [m.amount]: 'min_bet, max_bet ও max_win অবশ্যই দুই দশমিকসহ টাকার অঙ্ক হতে হবে, যেমন 10.00।',
  [m.enabled]: 'enabled অবশ্যই true অথবা false হতে হবে।',
  [m.minBet]: 'সর্বনিম্ন বাজি ০.০০-এর বেশি হতে হবে।',
  [m.maxBetBelowMin]: 'সর্বোচ্চ বাজি সর্বনিম্ন বাজির চেয়ে কম হতে পারবে না।',
  [m.maxWin]: 'প্রতি বাজির সর্বোচ্চ জয় ০.০০-এর বেশি হতে হবে।',
};
