import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import pg, { type Pool, type PoolClient } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import { connect, isConnectionError, type JoinedTransaction } from '../../../platform/database/transaction.js';
import type { BetFacts, PlayerFacts, TokenFacts } from '../domain/wallet-decisions.js';
import type { ExistingTransaction, NewTransaction, RoundRow } from './rounds.repository.js';

/** The player behind a launch token, as a provider call's answer names them. */
export interface CallPlayer extends PlayerFacts {
  username: string;
}

/** What a provider call is decided on: its token, the player and the stakeable balance, read in one statement. */
export interface CallFacts {
  token: TokenFacts | undefined;
  player: CallPlayer | undefined;
  /** Main and bonus, in minor units (0 when the player has no wallet). */
  balance: { main: bigint; bonus: bigint };
}

/** A money call begun: its facts, the locked round and the claimed id, or the row already holding the id. */
export type BegunCall = CallFacts &
  (
    | { existing: ExistingTransaction }
    | {
        claimId: string;
        /** The round as it was when locked (undefined: the call found none). */
        lockedRound: RoundRow | undefined;
        /** The round after a bet opened it (the round the bet will be booked in), or the locked one. */
        round: RoundRow | undefined;
        /** A bet: the game is enabled, its platform enabled and served by this provider, the provider active. */
        gamePlayable: boolean;
        /** A win: the bet it names, with whether a win named it already. */
        referenced: (BetFacts & { amount: bigint }) | undefined;
        /**
         * A bet of a known player: player protection's facts for its stake veto (`player_stake_protection`,
         * read in the same statement), given to the veto so it makes no read of its own (`withVetoFacts`).
         */
        protection?: unknown;
      }
  );

/** The outcome of a call, recorded with the round's new totals and, when it closes the round, its event. */
export interface CallOutcome {
  claimId: string;
  status: string;
  answer: string;
  playerId: string | null;
  balanceBefore: bigint | null;
  balanceAfter: bigint | null;
  round?: { id: string; betTotal: bigint; winTotal: bigint; rolledBackTotal: bigint; closes: boolean };
  /**
   * An outbox event whose data gets `closedAt`, the closing time the round row got. No NOTIFY goes with it
   * (it would serialise the calls' commits): the caller wakes the relay after the commit (OutboxSignal).
   */
  event?: { id: string; type: string; streamId: string; data: Record<string, unknown>; meta: Record<string, unknown> };
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest();

/**
 * A value as an SQL literal of the given type, for the two statements sent with BEGIN / COMMIT in one
 * simple-protocol message (which takes no parameters): text through pg's escapeLiteral, bytea as hex,
 * bigints and booleans as written by JavaScript, dates as ISO 8601.
 */
function literal(value: string | bigint | boolean | Buffer | Date | null | undefined, type: string): string {
  if (value === null || value === undefined) return `NULL::${type}`;
  if (typeof value === 'bigint' || typeof value === 'boolean') return `${value.toString()}::${type}`;
  if (Buffer.isBuffer(value)) return `'\\x${value.toString('hex')}'::${type}`;
  if (value instanceof Date) return `'${value.toISOString()}'::${type}`;
  return `${pg.escapeLiteral(value)}::${type}`;
}

interface FactsRow {
  o_token_player: string | null;
  o_token_username: string | null;
  o_token_game: string | null;
  o_token_expires: Date | null;
  o_player_username: string | null;
  o_player_currency: string | null;
  o_player_status: PlayerFacts['status'] | null;
  o_balance_main: string | null;
  o_balance_bonus: string | null;
}

interface BeginRow extends FactsRow {
  o_claim: string | null;
  o_existing_kind: BetFacts['kind'] | null;
  o_existing_hash: Buffer | null;
  o_existing_answer: string | null;
  o_round_existed: boolean;
  o_round: string | null;
  o_round_player: string | null;
  o_round_game: string | null;
  o_round_status: RoundRow['status'] | null;
  o_bet_total: string | null;
  o_win_total: string | null;
  o_rolled_back_total: string | null;
  o_game_playable: boolean | null;
  o_ref_kind: BetFacts['kind'] | null;
  o_ref_status: string | null;
  o_ref_player: string | null;
  o_ref_round: string | null;
  o_ref_rolled_back_by: string | null;
  o_ref_amount: string | null;
  o_ref_won: boolean | null;
  o_protection?: unknown;
}

const factsOf = (r: FactsRow): CallFacts => ({
  token:
    r.o_token_player === null
      ? undefined
      : { playerId: r.o_token_player, username: r.o_token_username!, gameCode: r.o_token_game, expiresAt: r.o_token_expires! },
  player:
    r.o_player_username === null
      ? undefined
      : { username: r.o_player_username, currency: r.o_player_currency!.trim(), status: r.o_player_status! },
  balance: { main: BigInt(r.o_balance_main ?? 0), bonus: BigInt(r.o_balance_bonus ?? 0) },
});

/**
 * The seamless wallet's reads and writes around the wallet command, one statement each (the
 * `game_call_*` functions, see their migration): a call pays one round trip to begin and one to finish.
 */
@Injectable()
export class ProviderCallsRepository {
  /** Connections whose call's transaction `begin` opened and neither `finish` nor `commit` has ended yet. */
  private readonly open = new WeakSet<PoolClient>();

  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  /** user/info and user/balance: the token (or, without one, the newest of the username), player and balance. */
  async facts(providerCode: string, token: string | undefined, username: string): Promise<CallFacts> {
    const known = token === undefined || token.length <= 200;
    const { rows } = await this.pool.query<FactsRow>({
      name: 'game-call-facts',
      text: `SELECT * FROM game_call_facts($1, $2, $3)`,
      values: [providerCode, token === undefined ? null : known ? tokenHash(token) : Buffer.alloc(0), username],
    });
    return factsOf(rows[0]!);
  }

  /**
   * A money call's transaction: `work` gets a connection on which `begin` opens it and `finish` (or
   * `commit`, for a repeat) ends it; a failure rolls it back. The wallet command joins it (its money
   * commits with the call's rows); what must wait for the commit runs after it, only if it committed. The transaction's BEGIN travels with the
   * first statement and its COMMIT with the last, so a call pays no round trip for either.
   */
  async inCall<T>(work: (tx: JoinedTransaction) => Promise<T>): Promise<T> {
    const client = await connect(this.pool);
    const committed: (() => void | Promise<void>)[] = [];
    let broken: Error | undefined;
    try {
      const result = await work({ client, afterCommit: (run) => committed.push(run) });
      if (this.open.has(client)) throw new Error('a provider call ended without recording its outcome (finish or commit)');
      // What waited for the commit (the balance push, the projectors' signal, the balance cache's
      // invalidation): best effort, never the call's answer, but done before it, so a balance read after
      // the answer sees the call's money.
      await Promise.allSettled(committed.map((run) => Promise.resolve().then(run)));
      return result;
    } catch (error) {
      this.open.delete(client);
      if (isConnectionError(error)) broken = error as Error;
      // outside a transaction (it failed before BEGIN, or after COMMIT) ROLLBACK only warns
      await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
      throw error;
    } finally {
      client.release(broken);
    }
  }

  /**
   * Opens the call's transaction, locks the round, claims the transaction id and reads what the call is
   * decided on (game_call_begin), in one message: `BEGIN; SELECT ...`.
   */
  async begin(
    db: PoolClient,
    t: NewTransaction & { token: string; username: string; gameCode: string; currency: string | null; now: Date },
  ): Promise<BegunCall> {
    const args = [
      literal(t.providerCode, 'text'),
      literal(t.kind, 'text'),
      literal(t.roundId, 'text'),
      literal(t.transactionUuid, 'text'),
      literal(t.referenceUuid, 'text'),
      literal(t.amount, 'bigint'),
      literal(t.requestHash, 'bytea'),
      literal(t.request, 'text'),
      literal(t.token.length <= 200 ? tokenHash(t.token) : Buffer.alloc(0), 'bytea'),
      literal(t.username, 'text'),
      literal(t.gameCode, 'text'),
      literal(t.currency, 'text'),
      literal(t.now, 'timestamptz'),
    ];
    // a bet also reads what player protection's stake veto decides on, in the same statement (one round trip less)
    const select =
      t.kind === 'bet'
        ? `SELECT b.*, CASE WHEN b.o_claim IS NOT NULL AND b.o_token_player IS NOT NULL THEN player_stake_protection(b.o_token_player) END AS o_protection`
        : `SELECT b.*`;
    const results = (await db.query(
      `BEGIN; ${select} FROM game_call_begin(${args.join(', ')}) b`,
    )) as unknown as pg.QueryResult<BeginRow>[];
    this.open.add(db);
    const rows = results[1]!.rows;
    const r = rows[0]!;
    const facts = factsOf(r);
    if (r.o_claim === null) {
      return {
        ...facts,
        existing: { kind: r.o_existing_kind!, requestHash: r.o_existing_hash, answer: r.o_existing_answer!, playerId: null },
      };
    }
    const round: RoundRow | undefined =
      r.o_round === null
        ? undefined
        : {
            id: r.o_round,
            playerId: r.o_round_player!,
            gameCode: r.o_round_game!,
            status: r.o_round_status!,
            betTotal: BigInt(r.o_bet_total!),
            winTotal: BigInt(r.o_win_total!),
            rolledBackTotal: BigInt(r.o_rolled_back_total!),
          };
    return {
      ...facts,
      claimId: r.o_claim,
      lockedRound: r.o_round_existed ? round : undefined,
      round,
      gamePlayable: r.o_game_playable === true,
      ...(r.o_protection != null ? { protection: r.o_protection } : {}),
      referenced:
        r.o_ref_kind === null
          ? undefined
          : {
              kind: r.o_ref_kind,
              status: r.o_ref_status!,
              playerId: r.o_ref_player,
              roundId: r.o_ref_round,
              rolledBackBy: r.o_ref_rolled_back_by,
              won: r.o_ref_won === true,
              amount: BigInt(r.o_ref_amount ?? 0),
            },
    };
  }

  /** Records the call's outcome (game_call_finish) and commits, in one message: `SELECT ...; COMMIT`. */
  async finish(db: PoolClient, o: CallOutcome): Promise<void> {
    const args = [
      literal(o.claimId, 'bigint'),
      literal(o.status, 'text'),
      literal(o.answer, 'text'),
      literal(o.playerId, 'text'),
      literal(o.balanceBefore, 'bigint'),
      literal(o.balanceAfter, 'bigint'),
      literal(o.round && BigInt(o.round.id), 'bigint'),
      literal(o.round?.betTotal, 'bigint'),
      literal(o.round?.winTotal, 'bigint'),
      literal(o.round?.rolledBackTotal, 'bigint'),
      literal(o.round?.closes ?? false, 'boolean'),
      literal(o.event?.id, 'uuid'),
      literal(o.event?.type, 'text'),
      literal(o.event?.streamId, 'text'),
      literal(o.event && JSON.stringify(o.event.data), 'jsonb'),
      literal(o.event && JSON.stringify(o.event.meta), 'jsonb'),
      literal(null, 'text'), // no NOTIFY in the call's transaction (see CallOutcome.event)
    ];
    await db.query(`SELECT game_call_finish(${args.join(', ')}); COMMIT`);
    this.open.delete(db);
  }

  /** Ends a call that records nothing (a repeat). */
  async commit(db: PoolClient): Promise<void> {
    await db.query('COMMIT');
    this.open.delete(db);
  }
}
