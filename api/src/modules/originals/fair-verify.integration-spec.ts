import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { createHash, createHmac } from 'node:crypto';
import {
  clearRedisPrefix,
  createTestDatabase,
  startTestApp,
  uniqueRedisPrefix,
  type TestApp,
  type TestDatabase,
} from '../../../test/test-app.js';
import { hangBound } from '../../../test/test-env.js';
import { originalsBangla } from './originals-messages.bn.js';
import { fairVerifyMessages } from './domain/fair-verify-messages.js';

jest.setTimeout(hangBound(90_000));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads JSON bodies loosely, field by field
type Json = Record<string, any>;

const serverSeed = 'c5e7146c5863d7d647c93ffe7d4ec13fffbb7311108fab0c067d97bcc2b32d55';
const clientSeed = 'LuckyClientSeed777';
const game1 = '9f57575fd54cd441e962448537e155ace9555df10cd27fa817bbcaf48a59ebcf';
const salt = '0000000000000000004d6ec16dafe9d8370958664c1dc422f452892264c59526';

describe('GET /api/fair/verify (public, no sign-in)', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let app: TestApp;

  const get = async (query: string, language?: 'bn'): Promise<{ status: number; body: Json }> => {
    const res = await fetch(`${app.url}/api/fair/verify?${query}`, { headers: language ? { 'accept-language': language } : {} });
    return { status: res.status, body: (await res.json()) as Json };
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, env: { REDIS_PREFIX: prefix } });
  }, hangBound(90_000));

  afterAll(async () => {
    await app?.close();
    await clearRedisPrefix(prefix);
    await db?.drop();
  });

  it('answers dice and limbo from the seeds, with the server seed hash to compare', async () => {
    const dice = await get(`game=dice&serverSeed=${serverSeed}&clientSeed=${clientSeed}&nonce=2`);
    expect(dice.status).toBe(200);
    expect(dice.body).toEqual({
      success: true,
      data: {
        game: 'dice',
        server_seed: serverSeed,
        server_seed_hash: createHash('sha256').update(serverSeed).digest('hex'),
        client_seed: clientSeed,
        nonce: 2,
        float: expect.closeTo(0.5365416235, 10),
        roll: 53.65,
      },
    });
    const limbo = await get(`game=limbo&serverSeed=${serverSeed}&clientSeed=${clientSeed}&nonce=2`);
    expect(limbo.body.data).toMatchObject({ game: 'limbo', nonce: 2, multiplier: 1.84 });
  });

  it('answers the mine positions, the same as the first n of a bigger board', async () => {
    const three = await get(`game=mines&serverSeed=abc&clientSeed=def&nonce=0&mines=3`);
    const all = await get(`game=mines&serverSeed=abc&clientSeed=def&nonce=0&mines=24`);
    expect(three.status).toBe(200);
    expect(three.body.data.positions).toHaveLength(3);
    expect(new Set(all.body.data.positions).size).toBe(24);
    expect(three.body.data.positions).toEqual(all.body.data.positions.slice(0, 3));
  });

  it('answers a crash round from its hash and salt, with the previous hash of the chain', async () => {
    const crash = await get(`game=crash&hash=${game1}&salt=${salt}`);
    expect(crash.status).toBe(200);
    expect(crash.body.data).toEqual({
      game: 'crash',
      hash: game1,
      salt,
      crash_point: 15.49,
      previous_hash: '86728f5fc3bd99db94d3cdaf105d67788194e9701bf95d049ad0e1ee3d004277',
    });
    // independent of the module: bustabit's published formula over the hash's bytes
    const r = Number.parseInt(createHmac('sha256', salt).update(Buffer.from(game1, 'hex')).digest('hex').slice(0, 13), 16);
    expect(crash.body.data.crash_point).toBe(Math.max(1, Math.floor(99 / (1 - r / 2 ** 52)) / 100));
  });

  it('refuses bad input with 400 and a clear message, in English and in Bangla', async () => {
    const cases: Array<[string, string]> = [
      ['', fairVerifyMessages.game],
      ['game=roulette', fairVerifyMessages.game],
      [`game=dice&clientSeed=x&nonce=1`, fairVerifyMessages.serverSeed],
      [`game=dice&serverSeed=x&nonce=1`, fairVerifyMessages.clientSeed],
      [`game=dice&serverSeed=x&clientSeed=y`, fairVerifyMessages.nonce],
      [`game=limbo&serverSeed=x&clientSeed=y&nonce=-1`, fairVerifyMessages.nonce],
      [`game=limbo&serverSeed=x&clientSeed=y&nonce=1e3`, fairVerifyMessages.nonce],
      [`game=limbo&serverSeed=x&clientSeed=y&nonce=4294967296`, fairVerifyMessages.nonce],
      [`game=dice&serverSeed=${'x'.repeat(129)}&clientSeed=y&nonce=1`, fairVerifyMessages.serverSeed],
      [`game=mines&serverSeed=x&clientSeed=y&nonce=1`, fairVerifyMessages.mines],
      [`game=mines&serverSeed=x&clientSeed=y&nonce=1&mines=25`, fairVerifyMessages.mines],
      [`game=crash&hash=${game1.toUpperCase()}&salt=${salt}`, fairVerifyMessages.hash],
      [`game=crash&hash=${game1}`, fairVerifyMessages.salt],
    ];
    for (const [query, message] of cases) {
      const english = await get(query);
      expect({ query, status: english.status, message: english.body.message }).toEqual({ query, status: 400, message });
      const bangla = await get(query, 'bn');
      expect({ query, status: bangla.status, message: bangla.body.message }).toEqual({
        query,
        status: 400,
        message: originalsBangla[message],
      });
    }
    // an unknown field is refused, not ignored
    expect((await get(`game=crash&hash=${game1}&salt=${salt}&extra=1`)).status).toBe(400);
  });
});
