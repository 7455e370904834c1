import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import pg from 'pg';
import {
  clearRedisPrefix,
  createTestDatabase,
  startTestApp,
  uniqueRedisPrefix,
  type TestApp,
  type TestDatabase,
} from '../../../test/test-app.js';
import { hangBound } from '../../../test/test-env.js';
import { SessionStore } from '../auth/index.js';
import { OpenWalletCommand } from '../wallet/index.js';
// the payments test's own fixtures (demo methods, the gateway simulator), as payments.integration-spec.ts uses them
import { startEwalletSimulator, type EwalletSimulator } from '../payments/ewallet/simulator/ewallet-simulator.js';
import { DemoPaymentMethodsSeed } from '../payments/seed/demo-payment-methods.seed.js';

jest.setTimeout(hangBound(90_000));

const gatewaySecret = 'test-gateway-secret-race-0123456789';
const system = { actor: { kind: 'system', id: 'deposit-limits-race-test' } } as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads JSON bodies loosely, field by field
type Json = Record<string, any>;

/**
 * The deposit side of issue 16's race: deposit requests of one player checked at the same instant against a
 * deposit limit must not all pass on the same room. Many requests are fired at once (e-wallet requests, and a
 * manual request among them) at a player near a limit; what was accepted never exceeds the limit. Without the
 * hold (the deposit-limit veto's `allowHeld`) every one of them passed (10 x 500 against a limit of 2000).
 */
describe('player protection: concurrent deposit requests never exceed a deposit limit', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let app: TestApp;
  let sql: pg.Pool;
  let commands: CommandBus;
  let sessions: SessionStore;
  let gateway: EwalletSimulator;
  let bkashAgentId: number;
  let seq = 0;

  const call = async (method: string, path: string, token: string, body?: unknown) => {
    const res = await fetch(`${app.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Json };
  };

  const makePlayer = async () => {
    seq += 1;
    const phone = `0186${String(3000000 + seq * 7919).padStart(7, '0')}`;
    const { rows } = await sql.query<{ id: string }>(
      `INSERT INTO players (username, password_hash, email, phone, currency, referral_code, phone_verified_at, dofb)
       VALUES ($1, 'x', $2, $3, 'BDT', $4, now(), '1990-01-01') RETURNING id::text`,
      [`deprace${seq}${prefix.slice(-4)}`, `deprace${seq}@example.test`, phone, `DR${prefix.slice(-6)}${seq}`.toUpperCase()],
    );
    const id = rows[0]!.id;
    await commands.execute(new OpenWalletCommand({ playerId: id, currency: 'BDT' }, system));
    return { id, phone, token: (await sessions.issue('player', id)).token };
  };
  type Player = Awaited<ReturnType<typeof makePlayer>>;

  const setDailyLimit = async (p: Player, limit: string) =>
    expect((await call('PUT', '/api/responsible-gaming/deposit-limits', p.token, { period: 'day', limit })).status).toBe(200);
  const ewallet = (p: Player, amount: string) => call('POST', '/api/ewa/request', p.token, { amount, provider: 'bKash' });
  /** Everything of the player's deposits that counts against the limit: manual requests and open e-wallet payments. */
  const accepted = async (p: Player) => {
    const { rows } = await sql.query<{ total: string }>(
      `SELECT ((SELECT coalesce(sum(amount_minor), 0) FROM deposit_requests WHERE player_id = $1)
             + (SELECT coalesce(sum(amount_minor), 0) FROM ewallet_payments WHERE player_id = $1))::text AS total`,
      [p.id],
    );
    return BigInt(rows[0]!.total);
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    gateway = await startEwalletSimulator({ secret: gatewaySecret });
    app = await startTestApp({
      databaseUrl: db.url,
      role: 'all',
      env: { REDIS_PREFIX: prefix, EWALLET_GATEWAY_URL: gateway.url, EWALLET_CALLBACK_SECRET: gatewaySecret },
    });
    sql = new pg.Pool({ connectionString: db.url, max: 3 });
    commands = app.app.get(CommandBus);
    sessions = app.app.get(SessionStore);
    await app.app.get(DemoPaymentMethodsSeed).seed();
    bkashAgentId = (await sql.query<{ id: number }>(`SELECT id FROM payment_methods WHERE name = 'bKash' AND account_type = 'Agent'`))
      .rows[0]!.id;
  }, hangBound(90_000));

  afterAll(async () => {
    await sql?.end();
    await app?.close();
    await gateway?.close();
    await clearRedisPrefix(prefix);
  });

  it('10 e-wallet requests of 500 at once under a 24-hour limit of 2000: what is accepted stays within the limit', async () => {
    const p = await makePlayer();
    await setDailyLimit(p, '2000');
    const answers = await Promise.all(Array.from({ length: 10 }, () => ewallet(p, '500')));
    // one open deposit a player is payments' rule, but it is read, not held: requests at the same instant may all
    // pass it, and then only the limit's hold keeps them in; a later one is refused as pending (409)
    expect(answers.every((a) => [200, 403, 409].includes(a.status))).toBe(true);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
    for (const refused of answers.filter((a) => a.status === 403))
      expect(refused.body.message).toMatch(/^This deposit is over your 24-hour deposit limit of 2000\.00\. You can deposit 0\.00 more now/);
    // without the hold all 10 were accepted: 5000.00 against a limit of 2000.00
    expect(await accepted(p)).toBeLessThanOrEqual(200_000n);
    expect(await accepted(p)).toBe(BigInt(answers.filter((a) => a.status === 200).length) * 50_000n);
  });

  it('a manual request among e-wallet requests at once, 600 each under a limit of 1000: only one is accepted', async () => {
    const p = await makePlayer();
    await setDailyLimit(p, '1000');
    // the manual request's receiving number is handed out first, as the deposit page asks for it
    expect((await call('GET', `/api/get-wallet-number?name=bKash&account_type=Agent&amount=600`, p.token)).status).toBe(200);
    const manual = call('POST', '/api/submit-deposit', p.token, {
      account_number: p.phone,
      transaction_id: `DR${randomUUID().slice(0, 10)}`,
      amount: '600',
      payment_id: bkashAgentId,
      promotion_id: 0,
    });
    const answers = await Promise.all([manual, ...Array.from({ length: 4 }, () => ewallet(p, '600'))]);
    // the others are refused by the limit (403), or, an e-wallet request after the manual one, as pending (409)
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.every((a) => [200, 403, 409].includes(a.status))).toBe(true);
    expect(await accepted(p)).toBe(60_000n);
  });
});
