/** The English of the game settings screen's refusals (Bangla: settings-messages.bn.ts). */
export const gameSettingsMessages = {
  notFound: 'No house game with these settings.',
  amount: 'min_bet, max_bet and max_win must be amounts in taka with two decimals, e.g. 10.00.',
  enabled: 'enabled must be true or false.',
  minBet: 'The minimum bet must be more than 0.00.',
  maxBetBelowMin: 'The maximum bet must not be below the minimum bet.',
  maxWin: 'The maximum win per bet must be more than 0.00.',
} as const;
