/**
 * What a bet slip shows before placing: the profit if the bet wins and the liability (what it can lose),
 * as the server works them (poisha, integers; profit rounded down, liability up). A lay's stake is the
 * backer's stake it accepts, so its liability is stake x (price - 1).
 */
export function betFigures(side: 'back' | 'lay', price: number, stakeText: string): { profit: string; liability: string } | null {
  const stake = toPoisha(stakeText);
  if (stake === null || stake <= 0n) return null;
  const odds = stake * BigInt(Math.round(price * 100) - 100);
  const upside = odds / 100n;
  const downside = (odds + 99n) / 100n;
  return side === 'back'
    ? { profit: fromPoisha(upside), liability: fromPoisha(stake) }
    : { profit: fromPoisha(stake), liability: fromPoisha(downside) };
}

/** "100", "100.5", "100.50" -> poisha; anything else null. */
export function toPoisha(text: string): bigint | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

export function fromPoisha(poisha: bigint): string {
  return `${poisha / 100n}.${String(poisha % 100n).padStart(2, '0')}`;
}
