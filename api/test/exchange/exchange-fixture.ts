import { afterAll, beforeAll } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import type { EventDetail, EventDetailAnswer } from '@khela/contracts';
import pg from 'pg';
import { SessionStore } from '../../src/modules/auth/index.js';
import { CreditDepositCommand, OpenWalletCommand } from '../../src/modules/wallet/index.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, uniqueRedisPrefix, type TestApp } from '../test-app.js';
import { hangBound } from '../test-env.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read JSON bodies loosely, field by field
export type Json = Record<string, any>;

export interface FixturePlayer {
  id: string;
  token: string;
}

/**
 * The set-up the exchange integration specs share: a database of their own, one api process (role all)
 * (role all unless told) with the simulated feed on a seed (it moves only when the test says, `EXCHANGE_FEED_TICK_MS=0`), a pg
 * pool, players with a BDT wallet and a deposit (none for 0), staff with a role, HTTP calls with a token and a language,
 * and each player's ledger balances. Registers its own beforeAll / afterAll; read the fields inside tests.
 */
export function useExchangeApp(options: { seed: string; env?: Record<string, string>; tag: string; role?: 'api' | 'all' }) {
  const prefix = uniqueRedisPrefix();
  let seq = 0;
  const fixture = {
    prefix,
    app: undefined as unknown as TestApp,
    sql: undefined as unknown as pg.Pool,

    async makePlayer(amount: bigint): Promise<FixturePlayer> {
      seq += 1;
      const username = `${options.tag}${seq}${prefix.slice(-6)}`;
      const { rows } = await fixture.sql.query<{ id: string }>(
        `INSERT INTO players (username, password_hash, email, phone, currency, referral_code, phone_verified_at, dofb)
         VALUES ($1, 'x', $2, $3, 'BDT', $4, now(), '1990-01-01') RETURNING id::text`,
        [username, `${username}@example.test`, `0185${String(3000000 + seq).padStart(7, '0')}`, username.toUpperCase()],
      );
      const id = rows[0]!.id;
      const commands = fixture.app.app.get(CommandBus);
      const system = { actor: { kind: 'system' as const, id: `${options.tag}-test` } };
      await commands.execute(new OpenWalletCommand({ playerId: id, currency: 'BDT' }, system));
      if (amount > 0n)
        await commands.execute(new CreditDepositCommand({ playerId: id, depositId: `dep-${id}`, channel: 'bkash', amount }, system));
      return { id, token: (await fixture.app.app.get(SessionStore).issue('player', id)).token };
    },

    async staffToken(role: string): Promise<string> {
      const { rows } = await fixture.sql.query<{ id: string }>(
        `INSERT INTO staff_users (username, display_name, password_hash, roles) VALUES ($1, $1, 'x', ARRAY[$2]) RETURNING id::text`,
        [`${options.tag}-${role}-${prefix.slice(-6)}-${++seq}`, role],
      );
      return (await fixture.app.app.get(SessionStore).issue('staff', rows[0]!.id)).token;
    },

    async call(
      token: string | null,
      method: string,
      path: string,
      body?: unknown,
      language?: string,
    ): Promise<{ status: number; body: Json }> {
      const res = await fetch(`${fixture.app.url}${path}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(language ? { 'accept-language': language } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : {}) as Json };
    },

    async event(eventId: string): Promise<EventDetail> {
      return ((await fixture.call(null, 'GET', `/api/event/${eventId}`)).body as unknown as EventDetailAnswer).data.items[eventId]!;
    },

    /** A player's ledger balances by account kind (main, exposure, ...). */
    async balances(playerId: string): Promise<Record<string, bigint>> {
      const { rows } = await fixture.sql.query<{ kind: string; balance: string }>(
        `SELECT a.kind, b.balance::text FROM ledger_accounts a JOIN account_balances b ON b.account_id = a.id
          WHERE a.owner_kind = 'player' AND a.owner_id = $1`,
        [playerId],
      );
      return Object.fromEntries(rows.map((r) => [r.kind, BigInt(r.balance)]));
    },
  };

  beforeAll(async () => {
    const db = await createTestDatabase();
    fixture.app = await startTestApp({
      databaseUrl: db.url,
      role: options.role ?? 'all',
      env: { REDIS_PREFIX: prefix, EXCHANGE_SIM_SEED: options.seed, ...options.env },
    });
    fixture.sql = new pg.Pool({ connectionString: db.url, max: 4 });
  }, hangBound(120_000));

  afterAll(async () => {
    await fixture.sql?.end();
    await fixture.app?.close();
    await clearRedisPrefix(prefix);
  });

  return fixture;
}
