import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
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
  /** An outbox event whose data gets `closedAt`, the closing time the round row got. */
  event?: { id: string; type: string; streamId: string; data: Record<string, unknown>; meta: Record<string, unknown>; channel: string };
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest();

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

  /** Locks the round, claims the transaction id and reads what the call is decided on (game_call_begin). */
  async begin(
    db: PoolClient,
    t: NewTransaction & { token: string; username: string; gameCode: string; currency: string | null; now: Date },
  ): Promise<BegunCall> {
    const { rows } = await db.query<BeginRow>({
      name: 'game-call-begin',
      text: `SELECT * FROM game_call_begin($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      values: [
        t.providerCode,
        t.kind,
        t.roundId,
        t.transactionUuid,
        t.referenceUuid,
        t.amount.toString(),
        t.requestHash,
        t.request,
        t.token.length <= 200 ? tokenHash(t.token) : Buffer.alloc(0),
        t.username,
        t.gameCode,
        t.currency,
        t.now,
      ],
    });
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

  /** Records the call's answer, the round's totals and the round's closing event (game_call_finish). */
  async finish(db: PoolClient, o: CallOutcome): Promise<void> {
    await db.query({
      name: 'game-call-finish',
      text: `SELECT game_call_finish($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
      values: [
        o.claimId,
        o.status,
        o.answer,
        o.playerId,
        o.balanceBefore?.toString() ?? null,
        o.balanceAfter?.toString() ?? null,
        o.round?.id ?? null,
        o.round?.betTotal.toString() ?? null,
        o.round?.winTotal.toString() ?? null,
        o.round?.rolledBackTotal.toString() ?? null,
        o.round?.closes ?? false,
        o.event?.id ?? null,
        o.event?.type ?? null,
        o.event?.streamId ?? null,
        o.event ? JSON.stringify(o.event.data) : null,
        o.event ? JSON.stringify(o.event.meta) : null,
        o.event?.channel ?? null,
      ],
    });
  }
}
