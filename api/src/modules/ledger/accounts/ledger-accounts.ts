import { Inject, Injectable } from '@nestjs/common';
import { playerAccountKinds, type Currency, type PlayerAccountKind } from '@khela/contracts';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import type { AccountId } from '../domain/append-request.js';

/** A player's accounts, one per kind. Immutable once opened, so it is safe to cache for the process lifetime. */
export interface PlayerAccounts {
  playerId: string;
  currency: Currency;
  ids: Record<PlayerAccountKind, AccountId>;
}

export type HouseAccountKind = 'house_cash' | 'bonus_expense' | 'channel' | 'provider';

export type OpenAccountsResult =
  { ok: true; accounts: PlayerAccounts; created: boolean } | { ok: false; error: 'currency_mismatch'; currency: Currency };

const playerKinds: readonly PlayerAccountKind[] = playerAccountKinds;
// Bounded so a long-running process does not grow without limit; a miss costs one indexed read.
const cacheLimit = 100_000;

/** Creates and finds ledger accounts. Player accounts get a balance row; house accounts never do. */
@Injectable()
export class LedgerAccounts {
  private readonly players = new Map<string, PlayerAccounts>();
  private readonly house = new Map<string, AccountId>();

  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  /**
   * Opens the player's accounts (one per kind) in `currency`, or finds them; a kind added later is
   * opened for an existing wallet too. A player has one currency for life: asking again in another
   * currency answers 'currency_mismatch' with the existing one.
   */
  async openPlayerAccounts(playerId: string, currency: Currency): Promise<OpenAccountsResult> {
    const created = await this.insertPlayerAccounts(playerId, currency);
    const accounts = await this.playerAccounts(playerId);
    if (!accounts) throw new Error(`accounts of player ${playerId} vanished after opening`);
    if (accounts.currency !== currency) return { ok: false, error: 'currency_mismatch', currency: accounts.currency };
    return { ok: true, accounts, created: created > 0 };
  }

  /** The player's accounts, or undefined when no wallet was opened. */
  async playerAccounts(playerId: string): Promise<PlayerAccounts | undefined> {
    const cached = this.players.get(playerId);
    if (cached) return cached;
    let rows = await this.readPlayerAccounts(playerId);
    if (rows.length === 0) return undefined; // not opened
    // All kinds are opened in one statement, so a wallet lacking one predates that kind. The migration
    // that added the kind opened it for every wallet then; a wallet opened since by a process still
    // running the older code (a rolling deploy) gets it here, idempotently, on first use.
    if (rows.length < playerKinds.length) {
      await this.insertPlayerAccounts(playerId, rows[0]!.currency);
      rows = await this.readPlayerAccounts(playerId);
      if (rows.length < playerKinds.length) throw new Error(`accounts of player ${playerId} could not be completed`);
    }
    const accounts: PlayerAccounts = {
      playerId,
      currency: rows[0]!.currency,
      ids: Object.fromEntries(rows.map((r) => [r.kind, r.id])) as Record<PlayerAccountKind, AccountId>,
    };
    if (this.players.size >= cacheLimit) this.players.clear();
    this.players.set(playerId, accounts);
    return accounts;
  }

  /** Inserts whichever of the player's accounts do not exist yet, with their balance rows; answers how many. */
  private async insertPlayerAccounts(playerId: string, currency: Currency): Promise<number> {
    const { rows } = await this.pool.query<{ created: number }>(
      `WITH created AS (
         INSERT INTO ledger_accounts (owner_kind, owner_id, kind, currency)
         SELECT 'player', $1, kind, $2 FROM unnest($3::text[]) AS kind
         ON CONFLICT (owner_id, kind) WHERE owner_kind = 'player' DO NOTHING
         RETURNING id),
       balances AS (INSERT INTO account_balances (account_id) SELECT id FROM created)
       SELECT count(*)::int AS created FROM created`,
      [playerId, currency, [...playerKinds]],
    );
    return rows[0]!.created;
  }

  private async readPlayerAccounts(playerId: string) {
    const { rows } = await this.pool.query<{ id: string; kind: PlayerAccountKind; currency: Currency }>({
      name: 'ledger-player-accounts',
      text: `SELECT id, kind, currency FROM ledger_accounts WHERE owner_kind = 'player' AND owner_id = $1`,
      values: [playerId],
    });
    return rows;
  }

  /**
   * The id of a house account, created on first use. `name` is the channel or provider
   * ('bkash', 'evolution'); house cash and bonus expense have one account per currency.
   */
  async houseAccount(kind: HouseAccountKind, currency: Currency, name = 'house'): Promise<AccountId> {
    const cacheKey = `${kind}:${name}:${currency}`;
    const cached = this.house.get(cacheKey);
    if (cached) return cached;
    // Two tries: when another process creates the same account at this instant, our statement's
    // snapshot misses its row; the second statement sees it.
    let id: AccountId | undefined;
    for (let attempt = 0; attempt < 2 && !id; attempt += 1) {
      const { rows } = await this.pool.query<{ id: string }>(
        `WITH created AS (
           INSERT INTO ledger_accounts (owner_kind, owner_id, kind, currency) VALUES ('house', $1, $2, $3)
           ON CONFLICT (owner_kind, owner_id, kind, currency) DO NOTHING RETURNING id)
         SELECT id FROM created
         UNION ALL
         SELECT id FROM ledger_accounts WHERE owner_kind = 'house' AND owner_id = $1 AND kind = $2 AND currency = $3`,
        [name, kind, currency],
      );
      id = rows[0]?.id;
    }
    if (!id) throw new Error(`house account ${cacheKey} could not be created`);
    this.house.set(cacheKey, id);
    return id;
  }

  /** Current balances of a player's accounts (the synchronously maintained rows). */
  async playerBalances(accounts: PlayerAccounts): Promise<Record<PlayerAccountKind, bigint>> {
    const ids = playerKinds.map((k) => accounts.ids[k]);
    const { rows } = await this.pool.query<{ account_id: string; balance: string }>({
      name: 'ledger-player-balances',
      text: `SELECT account_id, balance FROM account_balances WHERE account_id = ANY($1::bigint[])`,
      values: [ids],
    });
    const byId = new Map(rows.map((r) => [r.account_id, BigInt(r.balance)]));
    return Object.fromEntries(playerKinds.map((k) => [k, byId.get(accounts.ids[k]) ?? 0n])) as Record<PlayerAccountKind, bigint>;
  }
}
