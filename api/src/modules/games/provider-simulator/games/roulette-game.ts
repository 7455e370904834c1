/**
 * The simulator's table game: European roulette (one zero). A spin takes several bets; their sum is the
 * round's one stake and the sum of what they return is the round's one win. Zero loses every outside bet
 * (no "la partage"), so every bet returns 36/37 of its stake on average: RTP 97.30%.
 */
export const rouletteReds = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export const rouletteBetKinds = ['red', 'black', 'odd', 'even', 'low', 'high', 'dozen1', 'dozen2', 'dozen3', 'number'] as const;
export type RouletteBetKind = (typeof rouletteBetKinds)[number];

export interface RouletteBet {
  kind: RouletteBetKind;
  /** 0 to 36, only for kind `number`. */
  number?: number;
  /** Poisha. */
  amount: number;
}

export const rouletteStatedRtp = '97.30%';
/** Chip values in poisha; a bet is any number of chips on one spot, so a whole multiple of the smallest. */
export const rouletteChips = [1000, 5000, 10000, 50000] as const;
const smallestChip = rouletteChips[0];
export const rouletteMaxBets = 20;
export const rouletteMaxStake = 1_000_000;

/** What a bet returns (stake included) for each unit staked when it wins: 1:1, 2:1, 35:1. */
const returns: Record<RouletteBetKind, number> = {
  red: 2,
  black: 2,
  odd: 2,
  even: 2,
  low: 2,
  high: 2,
  dozen1: 3,
  dozen2: 3,
  dozen3: 3,
  number: 36,
};

export function rouletteBetWins(bet: Pick<RouletteBet, 'kind' | 'number'>, pocket: number): boolean {
  if (bet.kind === 'number') return bet.number === pocket;
  if (pocket === 0) return false;
  switch (bet.kind) {
    case 'red':
      return rouletteReds.has(pocket);
    case 'black':
      return !rouletteReds.has(pocket);
    case 'odd':
      return pocket % 2 === 1;
    case 'even':
      return pocket % 2 === 0;
    case 'low':
      return pocket <= 18;
    case 'high':
      return pocket >= 19;
    default:
      return Math.ceil(pocket / 12) === Number(bet.kind.slice(-1));
  }
}

/** The bets from an untrusted body, or the reason they are refused (an English message key of the page). */
export function parseRouletteBets(input: unknown): RouletteBet[] | 'bad_bets' {
  if (!Array.isArray(input) || input.length === 0 || input.length > rouletteMaxBets) return 'bad_bets';
  const bets: RouletteBet[] = [];
  for (const raw of input as Record<string, unknown>[]) {
    const kind = raw?.kind as RouletteBetKind;
    const amount = raw?.amount;
    if (!rouletteBetKinds.includes(kind) || !Number.isInteger(amount) || (amount as number) <= 0 || (amount as number) % smallestChip !== 0)
      return 'bad_bets';
    if (kind === 'number') {
      if (!Number.isInteger(raw.number) || (raw.number as number) < 0 || (raw.number as number) > 36) return 'bad_bets';
      bets.push({ kind, number: raw.number as number, amount: amount as number });
    } else bets.push({ kind, amount: amount as number });
  }
  return bets.reduce((sum, b) => sum + b.amount, 0) > rouletteMaxStake ? 'bad_bets' : bets;
}

export interface RouletteOutcome {
  pocket: number;
  color: 'red' | 'black' | 'green';
  stake: number;
  win: number;
}

export function evaluateRoulette(bets: readonly RouletteBet[], pocket: number): RouletteOutcome {
  const stake = bets.reduce((sum, b) => sum + b.amount, 0);
  const win = bets.reduce((sum, b) => sum + (rouletteBetWins(b, pocket) ? b.amount * returns[b.kind] : 0), 0);
  return { pocket, color: pocket === 0 ? 'green' : rouletteReds.has(pocket) ? 'red' : 'black', stake, win };
}

export function spinRoulette(bets: readonly RouletteBet[], randomInt: (n: number) => number): RouletteOutcome {
  return evaluateRoulette(bets, randomInt(37));
}
