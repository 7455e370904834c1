/** The English of the crash game's refusals (Bangla: crash-messages.bn.ts). Shared refusals stay in bet-messages.ts. */
export const crashMessages = {
  autoCashout: 'auto_cashout must be from 1.01 to 1000000.00, with at most two decimals.',
  roundId: 'round_id must be a round number.',
  notBetting: 'Bets are closed for this round. Wait for the next one.',
  alreadyInRound: 'You already have a bet in this round.',
  noBet: 'You have no open bet in this round.',
  tooLate: 'Too late: the round has crashed.',
  notStaked: 'Your stake is still being taken. Try again in a moment.',
} as const;
