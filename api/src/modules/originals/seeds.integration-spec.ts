import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { createHash } from 'node:crypto';
import pg from 'pg';
import { SessionStore } from '../auth/index.js';
import {
  clearRedisPrefix,
  createTestDatabase,
  startTestApp,
  uniqueRedisPrefix,
  type TestApp,
  type TestDatabase,
} from '../../../test/test-app.js';
import { hangBound } from '../../../test/test-env.js';
import { seedMessages } from './domain/seed-messages.js';
import { originalsBangla } from './originals-messages.bn.js';
import { SeedsRepository } from './persistence/seeds.repository.js';

jest.setTimeout(hangBound(90_000));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads JSON bodies loosely, field by field
type Json = Record<string, any>;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('originals seed pairs (/api/originals/seeds)', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let app: TestApp;
  let sql: pg.Pool;
  let seq = 0;

  const makePlayer = async () => {
    seq += 1;
    const username = `seeds${seq}${prefix.slice(-5)}`;
    const { rows } = await sql.query<{ id: string }>(
      `INSERT INTO players (username, password_hash, email, phone, currency, referral_code, phone_verified_at, dofb)
       VALUES ($1, 'x', $2, $3, 'BDT', $4, now(), '1990-01-01') RETURNING id::text`,
      [
        username,
        `${username}@example.test`,
        `0172${String(6000000 + seq).padStart(7, '0')}`,
        `SEED${seq}${prefix.slice(-5)}`.toUpperCase(),
      ],
    );
    const id = rows[0]!.id;
    return { id, token: (await app.app.get(SessionStore).issue('player', id)).token };
  };

  const call = async (method: string, path: string, token: string, body?: unknown, language?: 'bn') => {
    const res = await fetch(`${app.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(language ? { 'accept-language': language } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: (await res.json()) as Json };
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, env: { REDIS_PREFIX: prefix } });
    sql = new pg.Pool({ connectionString: db.url, max: 2 });
  }, hangBound(90_000));

  afterAll(async () => {
    await sql?.end();
    await app?.close();
    await clearRedisPrefix(prefix);
    await db?.drop();
  });

  it('shows only the commitment, keeps it across reads, and a second player has their own pair', async () => {
    const alice = await makePlayer();
    const bob = await makePlayer();
    const first = await call('GET', '/api/originals/seeds', alice.token);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      seed_id: expect.stringMatching(/^\d+$/),
      server_seed_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      client_seed: expect.any(String),
      next_nonce: 0,
    });
    expect(JSON.stringify(first.body)).not.toContain(
      (await sql.query(`SELECT server_seed FROM originals_seeds WHERE id = $1`, [first.body.data.seed_id])).rows[0].server_seed,
    );
    expect((await call('GET', '/api/originals/seeds', alice.token)).body.data).toEqual(first.body.data);
    const bobs = await call('GET', '/api/originals/seeds', bob.token);
    expect(bobs.body.data.seed_id).not.toBe(first.body.data.seed_id);
    expect(bobs.body.data.server_seed_hash).not.toBe(first.body.data.server_seed_hash);
  });

  it('takes nonces one by one, changes the client seed without resetting them, and rotation reveals the committed seed', async () => {
    const alice = await makePlayer();
    const before = (await call('GET', '/api/originals/seeds', alice.token)).body.data;
    const seeds = app.app.get(SeedsRepository);
    const client = await sql.connect();
    try {
      expect((await seeds.takeNonce(client, alice.id)).nonce).toBe(0);
      expect((await seeds.takeNonce(client, alice.id)).nonce).toBe(1);
    } finally {
      client.release();
    }
    const changed = await call('PUT', '/api/originals/seeds/client-seed', alice.token, { client_seed: 'my lucky seed' });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toEqual({ ...before, client_seed: 'my lucky seed', next_nonce: 2 });

    const rotated = await call('POST', '/api/originals/seeds/rotate', alice.token);
    expect(rotated.status).toBe(200);
    const { revealed, active } = rotated.body.data;
    expect(revealed).toEqual({
      seed_id: before.seed_id,
      server_seed: expect.stringMatching(/^[0-9a-f]{64}$/),
      server_seed_hash: before.server_seed_hash,
      client_seed: 'my lucky seed',
      nonces_used: 2,
      revealed_at: expect.any(String),
    });
    expect(sha256(revealed.server_seed)).toBe(before.server_seed_hash);
    expect(active).toEqual({
      seed_id: expect.any(String),
      server_seed_hash: expect.any(String),
      client_seed: 'my lucky seed',
      next_nonce: 0,
    });
    expect(active.seed_id).not.toBe(before.seed_id);
    expect(active.server_seed_hash).not.toBe(before.server_seed_hash);
    expect((await call('GET', '/api/originals/seeds', alice.token)).body.data).toEqual(active);
    // the revealed pair stays stored: a bet under it can still be recomputed
    expect((await seeds.ofPlayer(alice.id, before.seed_id))?.serverSeed).toBe(revealed.server_seed);
  });

  it('two first reads at once make one active pair', async () => {
    const carol = await makePlayer();
    const answers = await Promise.all([1, 2, 3, 4].map(() => call('GET', '/api/originals/seeds', carol.token)));
    expect(new Set(answers.map((a) => a.body.data.seed_id)).size).toBe(1);
    expect((await sql.query(`SELECT count(*)::int AS n FROM originals_seeds WHERE player_id = $1`, [carol.id])).rows[0].n).toBe(1);
  });

  it('rotations and client seed changes at once each reveal one pair, leaving one active', async () => {
    const erin = await makePlayer();
    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((i) =>
        i % 2
          ? call('POST', '/api/originals/seeds/rotate', erin.token)
          : call('PUT', '/api/originals/seeds/client-seed', erin.token, { client_seed: `s${i}` }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const revealed = answers.filter((a) => a.body.data.revealed).map((a) => a.body.data.revealed.seed_id);
    expect(new Set(revealed).size).toBe(3);
    const rows = (await sql.query(`SELECT revealed_at IS NULL AS active FROM originals_seeds WHERE player_id = $1`, [erin.id])).rows;
    expect(rows.filter((r) => r.active)).toHaveLength(1);
    expect(rows).toHaveLength(4);
  });

  it('refuses a bad client seed in English and Bangla, changing nothing, and needs a session', async () => {
    const dave = await makePlayer();
    const before = (await call('GET', '/api/originals/seeds', dave.token)).body.data;
    for (const client_seed of ['', 'a'.repeat(65), 'a:b', 42, null]) {
      const res = await call('PUT', '/api/originals/seeds/client-seed', dave.token, { client_seed });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(seedMessages.clientSeed);
    }
    // a NUL is refused earlier, by the input guard, with its own message
    expect((await call('PUT', '/api/originals/seeds/client-seed', dave.token, { client_seed: 'x\u0000y' })).status).toBe(400);
    const bn = await call('PUT', '/api/originals/seeds/client-seed', dave.token, { client_seed: '' }, 'bn');
    expect(JSON.stringify(bn.body)).toContain(originalsBangla[seedMessages.clientSeed]!);
    expect((await call('GET', '/api/originals/seeds', dave.token)).body.data).toEqual(before);
    expect((await fetch(`${app.url}/api/originals/seeds`)).status).toBe(401);
    expect((await fetch(`${app.url}/api/originals/seeds/rotate`, { method: 'POST' })).status).toBe(401);
  });
});
