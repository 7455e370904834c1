/** The English of every refusal of a mines move (Bangla: mines-messages.bn.ts); shared refusals come from betMessages. */
export const minesMessages = {
  mines: 'mines must be a whole number from 1 to 24.',
  tile: 'tile must be a whole number from 0 to 24.',
  gameInPlay: 'You already have a mines game in play. Finish it first.',
  noGame: 'You have no mines game in play.',
  nothingRevealed: 'Reveal at least one tile before cashing out.',
  aboveMaxWinReveal: 'Another tile could win more than this game’s maximum win per bet. Cash out instead.',
} as const;
