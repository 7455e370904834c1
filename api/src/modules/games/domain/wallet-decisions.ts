import type {
  ProviderAnswer,
  ProviderBetRequest,
  ProviderRequestBase,
  ProviderRollbackRequest,
  ProviderStatus,
  ProviderWinRequest,
} from '@khela/contracts';

/**
 * The seamless wallet's rules, as pure decisions over facts the use case loads (under the round's lock).
 * Each answers either a refusal (a status, nothing moves) or what to do. The table of statuses is in
 * ../provider-api/README.md.
 */

/** A launch token as the wallet calls see it. */
export interface TokenFacts {
  playerId: string;
  username: string;
  gameCode: string | null;
  expiresAt: Date;
}
export interface PlayerFacts {
  status: 'active' | 'locked';
  currency: string;
}
export interface RoundFacts {
  playerId: string;
  gameCode: string;
  status: 'open' | 'closed';
}
/** The bet a win or rollback names, as recorded (`status` is the answer the bet got). */
export interface BetFacts {
  kind: 'bet' | 'win' | 'rollback' | 'tombstone';
  status: string;
  playerId: string | null;
  roundId: string | null;
  rolledBackBy: string | null;
  /** A win named this bet. */
  won: boolean;
}

export type Refusal = { verdict: 'refuse'; status: ProviderStatus };
const refuse = (status: ProviderStatus): Refusal => ({ verdict: 'refuse', status });

/**
 * Who is calling for whom: the token must be ours and the player's. A bet needs it unexpired and the
 * player active; a win or rollback settles money already staked, so it is accepted on an expired token
 * and for a locked player (what the player won is theirs).
 */
export function checkIdentity(
  body: ProviderRequestBase,
  token: TokenFacts | undefined,
  player: PlayerFacts | undefined,
  rule: { now: Date; forNewMoney: boolean },
): Refusal | undefined {
  if (!token || !player || token.username.toLowerCase() !== body.user.toLowerCase()) return refuse('RS_ERROR_INVALID_TOKEN');
  if (rule.forNewMoney && rule.now.getTime() >= token.expiresAt.getTime()) return refuse('RS_ERROR_TOKEN_EXPIRED');
  if (rule.forNewMoney && player.status !== 'active') return refuse('RS_ERROR_USER_DISABLED');
  return undefined;
}

/** user/info and user/balance: a known token of this user, an active player. Expiry does not matter for a read. */
export function decideRead(
  body: ProviderRequestBase,
  token: TokenFacts | undefined,
  player: PlayerFacts | undefined,
): Refusal | { verdict: 'answer' } {
  const identity = checkIdentity(body, token, player, { now: new Date(0), forNewMoney: false });
  if (identity) return identity;
  if (player!.status !== 'active') return refuse('RS_ERROR_USER_DISABLED');
  return { verdict: 'answer' };
}

export interface BetFactsIn {
  token: TokenFacts | undefined;
  player: PlayerFacts | undefined;
  now: Date;
  /** The game is enabled, its platform enabled and served by this provider, and the provider active. */
  gamePlayable: boolean;
  round: RoundFacts | undefined;
}

export function decideBet(body: ProviderBetRequest, f: BetFactsIn): Refusal | { verdict: 'debit' } {
  const identity = checkIdentity(body, f.token, f.player, { now: f.now, forNewMoney: true });
  if (identity) return identity;
  if (body.currency !== f.player!.currency) return refuse('RS_ERROR_WRONG_CURRENCY');
  if (f.token!.gameCode !== body.game_code || !f.gamePlayable) return refuse('RS_ERROR_INVALID_GAME');
  // a round belongs to one player and one game, and takes no bets once closed
  if (f.round && (f.round.playerId !== f.token!.playerId || f.round.gameCode !== body.game_code || f.round.status === 'closed')) {
    return refuse('RS_ERROR_UNKNOWN');
  }
  return { verdict: 'debit' };
}

export interface SettleFactsIn {
  token: TokenFacts | undefined;
  player: PlayerFacts | undefined;
  round: RoundFacts | undefined;
  /** The referenced transaction's row, if any (for a rollback: read after its tombstone was tried). */
  bet: BetFacts | undefined;
}

/** The referenced bet is a real, accepted bet of this player in this round. */
const isBetOf = (bet: BetFacts | undefined, round: string, playerId: string): bet is BetFacts =>
  !!bet && bet.kind === 'bet' && bet.status === 'RS_OK' && bet.roundId === round && bet.playerId === playerId;

export function decideWin(body: ProviderWinRequest, f: SettleFactsIn): Refusal | { verdict: 'credit' | 'record' } {
  const identity = checkIdentity(body, f.token, f.player, { now: new Date(0), forNewMoney: false });
  if (identity) return identity;
  if (body.currency !== f.player!.currency) return refuse('RS_ERROR_WRONG_CURRENCY');
  if (!f.round || !isBetOf(f.bet, body.round, f.token!.playerId)) return refuse('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
  if (f.bet.rolledBackBy) return refuse('RS_ERROR_TRANSACTION_ROLLED_BACK');
  if (f.round.gameCode !== body.game_code) return refuse('RS_ERROR_INVALID_GAME');
  if (f.round.status === 'closed') return refuse('RS_ERROR_UNKNOWN');
  return { verdict: body.amount > 0 ? 'credit' : 'record' };
}

export type RollbackVerdict =
  | Refusal
  /** The bet never arrived (or was refused): its tombstone stands; the provider's rule says what to answer. */
  | { verdict: 'unknown-bet'; status: 'RS_OK' | 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST' }
  /** Already undone by another rollback: nothing moves, RS_OK. */
  | { verdict: 'record' }
  | { verdict: 'roll-back' };

export function decideRollback(
  body: ProviderRollbackRequest,
  f: SettleFactsIn & { rollbackUnknown: 'ok' | 'does_not_exist' },
): RollbackVerdict {
  const identity = checkIdentity(body, f.token, f.player, { now: new Date(0), forNewMoney: false });
  if (identity) return identity;
  const bet = f.bet;
  if (!bet || bet.kind === 'tombstone' || (bet.kind === 'bet' && bet.status !== 'RS_OK')) {
    return { verdict: 'unknown-bet', status: f.rollbackUnknown === 'ok' ? 'RS_OK' : 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST' };
  }
  if (!f.round || !isBetOf(bet, body.round, f.token!.playerId)) return refuse('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
  if (bet.rolledBackBy) return { verdict: 'record' };
  // a settled bet stays settled: the player may already have used the win
  if (bet.won || f.round.status === 'closed') return refuse('RS_ERROR_UNKNOWN');
  return { verdict: 'roll-back' };
}

/** A wallet refusal as the provider hears it. `transient` ones are not kept: the provider's retry is decided afresh. */
export function walletRefusalStatus(error: string): { status: ProviderStatus; transient: boolean } {
  switch (error) {
    case 'insufficient_funds':
      return { status: 'RS_ERROR_NOT_ENOUGH_MONEY', transient: false };
    case 'vetoed': // player protection (limits, time-out, exclusion) refused the stake
      return { status: 'RS_ERROR_USER_DISABLED', transient: false };
    case 'stake_not_found':
      return { status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', transient: false };
    default:
      return { status: 'RS_ERROR_UNKNOWN', transient: true };
  }
}

/** Round totals after a call, and whether it closes the round. */
export function roundAfter(
  round: { betTotal: bigint; winTotal: bigint; rolledBackTotal: bigint },
  change: { bet?: bigint; win?: bigint; rolledBack?: bigint; roundClosed?: boolean },
): { betTotal: bigint; winTotal: bigint; rolledBackTotal: bigint; closes: boolean } {
  const betTotal = round.betTotal + (change.bet ?? 0n);
  const winTotal = round.winTotal + (change.win ?? 0n);
  const rolledBackTotal = round.rolledBackTotal + (change.rolledBack ?? 0n);
  // a win marked round_closed closes it; so does rolling back the last bet standing in it (nothing left to settle)
  const closes = !!change.roundClosed || (change.rolledBack !== undefined && betTotal === rolledBackTotal && winTotal === 0n);
  return { betTotal, winTotal, rolledBackTotal, closes };
}

/** The answer bytes, fields in a fixed order (a repeat is sent these very bytes). */
export function answerText(a: ProviderAnswer): string {
  const ordered: ProviderAnswer = { status: a.status, request_uuid: a.request_uuid };
  if (a.user !== undefined) ordered.user = a.user;
  if (a.currency !== undefined) ordered.currency = a.currency;
  if (a.balance !== undefined) ordered.balance = a.balance;
  if (a.display_name !== undefined) ordered.display_name = a.display_name;
  if (a.country !== undefined) ordered.country = a.country;
  return JSON.stringify(ordered);
}
