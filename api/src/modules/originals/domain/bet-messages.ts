/** The English of every refusal of an originals bet (Bangla: originals-messages.bn.ts). */
export const betMessages = {
  stake: 'stake must be an amount in taka with two decimals, e.g. 10.00.',
  direction: 'direction must be over or under.',
  winChance: 'win_chance must be from 0.01 to 98.00, with at most two decimals.',
  target: 'target must be from 1.01 to 1000000.00, with at most two decimals.',
  key: 'idempotency_key must be 8-100 characters: letters, digits, _ or -.',
  disabled: 'This game is not available right now.',
  belowMinBet: 'The stake is below this game’s minimum bet.',
  aboveMaxBet: 'The stake is above this game’s maximum bet.',
  aboveMaxWin: 'This bet could win more than this game’s maximum win per bet. Lower the stake or the multiplier.',
  notEnoughMoney: 'Your balance is not enough for this stake.',
  protection: 'This bet was refused: a responsible gaming limit or exclusion applies to your account.',
  playerDisabled: 'Your account is disabled. Please contact support.',
  keyReused: 'This idempotency key was used for a different bet.',
  unavailable: 'The bet could not be placed right now. Please try again.',
} as const;
