import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { gifMagicScript, realGif, realPng } from '../../../test/images.js';
import { waitFor } from '../../../test/ledger/ledger-harness.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../../../test/test-app.js';
import { hangBound } from '../../../test/test-env.js';
import { storageRoot } from '../../platform/paths.js';
import { SessionStore } from '../auth/index.js';
import { DemoPaymentMethodsSeed } from '../payments/seed/demo-payment-methods.seed.js';
import { GrantBonusCommand, OpenWalletCommand } from '../wallet/index.js';

jest.setTimeout(hangBound(60_000));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads JSON bodies loosely, field by field
type Json = Record<string, any>;

const system = { actor: { kind: 'system', id: 'kyc-test' } } as const;

interface Player {
  id: string;
  token: string;
  phone: string;
}

/**
 * KYC (issue 22): the player uploads real images (re-encoded, stored privately), fakes are refused with nothing
 * written; staff with kyc.review see documents and decide (audited, an inbox message in both languages); nobody
 * else reaches a document; the admin's rule refuses a withdrawal above its amount until KYC is approved.
 */
describe('KYC', () => {
  let db: TestDatabase;
  let app: TestApp;
  let sql: pg.Pool;
  let commands: CommandBus;
  let sessions: SessionStore;
  let bkashId: number;
  const staff: Record<'support' | 'finance' | 'admin' | 'content', string> = {} as never;
  const run = randomUUID().slice(0, 6);
  let seq = 0;

  const call = async (method: string, path: string, token?: string, body?: unknown, language?: 'bn') => {
    const res = await fetch(`${app.url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(language ? { 'accept-language': language } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const type = res.headers.get('content-type') ?? '';
    const bytes = Buffer.from(await res.arrayBuffer());
    return { status: res.status, type, bytes, body: (type.includes('json') && bytes.length ? JSON.parse(bytes.toString()) : {}) as Json };
  };

  const upload = async (token: string, files: Partial<Record<'id_front' | 'id_back' | 'selfie', Buffer>>, language?: 'bn') => {
    const form = new FormData();
    for (const [field, bytes] of Object.entries(files)) form.append(field, new Blob([new Uint8Array(bytes)]), `${field}.bin`);
    const res = await fetch(`${app.url}/api/kyc`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...(language ? { 'accept-language': language } : {}) },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as Json };
  };
  const threeImages = { id_front: realPng, id_back: realPng, selfie: realGif };

  const makePlayer = async (): Promise<Player> => {
    seq += 1;
    const phone = `0181${String(5000000 + seq * 7919).padStart(7, '0')}`;
    const username = `kyc${seq}${run}`;
    const { rows } = await sql.query<{ id: string }>(
      `INSERT INTO players (username, password_hash, email, phone, currency, referral_code, phone_verified_at, dofb)
       VALUES ($1, 'x', $2, $3, 'BDT', $4, now(), '1990-01-01') RETURNING id::text`,
      [username, `${username}@example.test`, phone, `KYC${run}${seq}`.toUpperCase()],
    );
    const id = rows[0]!.id;
    await commands.execute(new OpenWalletCommand({ playerId: id, currency: 'BDT' }, system));
    await commands.execute(
      new GrantBonusCommand({ playerId: id, grantId: `fund-${id}`, amount: 5_000_000n, to: 'main', reason: 'test funds' }, system),
    );
    return { id, phone, token: (await sessions.issue('player', id)).token };
  };

  const withdraw = (p: Player, amount: string, language?: 'bn') =>
    call('POST', '/api/submit-withdraw', p.token, { amount, account_number: p.phone, payment_id: bkashId, provider: 'bKash' }, language);

  const inbox = async (playerId: string) =>
    (
      await sql.query<{ title_en: string; title_bn: string; message_en: string; message_bn: string }>(
        `SELECT title_en, title_bn, message_en, message_bn FROM inbox_messages WHERE player_id = $1 ORDER BY id`,
        [playerId],
      )
    ).rows;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, role: 'all', env: { PAYMENTS_CHECKER_THRESHOLD: '10000.00' } });
    sql = new pg.Pool({ connectionString: db.url, max: 3 });
    commands = app.app.get(CommandBus);
    sessions = app.app.get(SessionStore);
    await app.app.get(DemoPaymentMethodsSeed).seed();
    bkashId = (await sql.query<{ id: number }>(`SELECT id FROM payment_methods WHERE name = 'bKash' AND account_type = 'Agent'`)).rows[0]!
      .id;
    for (const role of ['support', 'finance', 'admin', 'content'] as const) {
      const { rows } = await sql.query<{ id: string }>(
        `INSERT INTO staff_users (username, display_name, password_hash, roles) VALUES ($1, $1, 'x', ARRAY[$2]) RETURNING id::text`,
        [`kyc-${role}-${run}`, role],
      );
      staff[role] = (await sessions.issue('staff', rows[0]!.id)).token;
    }
  }, hangBound(90_000));

  afterAll(async () => {
    await sql?.end();
    await app?.close();
    if (app) await clearRedisPrefix(app.config.REDIS_PREFIX);
  });

  it('takes real images once, stores them re-encoded outside public storage, and refuses while pending', async () => {
    const p = await makePlayer();
    expect((await call('GET', '/api/kyc', p.token)).body.data).toEqual({
      status: 'not_submitted',
      reason: null,
      submitted_at: null,
      reviewed_at: null,
      can_submit: true,
    });
    const sent = await upload(p.token, threeImages);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ success: true, data: { status: 'pending', can_submit: false } });
    const files = await readdir(join(storageRoot(app.config.STORAGE_DIR), '.private', 'kyc', p.id));
    expect(files).toHaveLength(3);
    // public storage never serves them
    for (const file of files) expect((await call('GET', `/storage/.private/kyc/${p.id}/${file}`)).status).toBe(404);

    const again = await upload(p.token, threeImages, 'bn');
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/[\u0980-\u09FF]/);
    expect((await call('GET', '/api/kyc', p.token)).body.data.status).toBe('pending');
  });

  it('refuses a fake image or a missing side, writing nothing', async () => {
    const p = await makePlayer();
    const fake = await upload(p.token, { ...threeImages, selfie: gifMagicScript });
    expect(fake.status).toBe(400);
    const missing = await upload(p.token, { id_front: realPng, selfie: realPng });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Upload three images: the front and the back of your national ID, and a selfie.');
    const text = await upload(p.token, { ...threeImages, id_back: Buffer.from('just text') });
    expect(text.status).toBe(400);
    expect((await sql.query(`SELECT 1 FROM kyc_submissions WHERE player_id = $1`, [p.id])).rowCount).toBe(0);
    expect((await call('GET', '/api/kyc', p.token)).body.data.status).toBe('not_submitted');
  });

  it('serves documents only to kyc.review; never to another player, finance, content or anonymous', async () => {
    const owner = await makePlayer();
    const other = await makePlayer();
    expect((await upload(owner.token, threeImages)).status).toBe(201);
    const path = `/api/admin/kyc/players/${owner.id}/documents/id_front`;

    const seen = await call('GET', path, staff.support);
    expect(seen.status).toBe(200);
    expect(seen.type).toBe('image/png');
    expect(seen.bytes.subarray(1, 4).toString()).toBe('PNG');
    expect((await call('GET', `/api/admin/kyc/players/${owner.id}/documents/selfie`, staff.admin)).type).toBe('image/gif');

    expect((await call('GET', path, staff.finance)).status).toBe(403);
    expect((await call('GET', path, staff.content)).status).toBe(403);
    expect([401, 403]).toContain((await call('GET', path, other.token)).status);
    expect((await call('GET', path)).status).toBe(401);
    expect((await call('GET', `/api/admin/kyc/players/${owner.id}`, other.token)).status).toBeGreaterThanOrEqual(401);
    // the other player's own status says nothing of the owner's
    expect((await call('GET', `/api/kyc?remote_id=${owner.id}`, other.token)).body.data.status).toBe('not_submitted');
    // a player who has not submitted is a state for staff (the player page asks for everyone), not a 404
    expect(await call('GET', `/api/admin/kyc/players/${other.id}`, staff.support)).toMatchObject({
      status: 200,
      body: { player_id: other.id, status: 'not_submitted', submissions: 0, can_submit: true },
    });
    expect((await call('GET', `/api/admin/kyc/players/not-an-id`, staff.support)).status).toBe(404);
    // unknown sides, players and ids that are not ids are all 404
    expect((await call('GET', `/api/admin/kyc/players/${owner.id}/documents/passport`, staff.support)).status).toBe(404);
    expect((await call('GET', `/api/admin/kyc/players/${other.id}/documents/id_front`, staff.support)).status).toBe(404);
    expect((await call('GET', `/api/admin/kyc/players/..%2F${owner.id}/documents/id_front`, staff.support)).status).toBe(404);
    // decisions too: finance may not decide
    expect((await call('POST', `/api/admin/kyc/players/${owner.id}/approve`, staff.finance)).status).toBe(403);
  });

  it('rejects with a reason the player sees, audited, with an inbox message; a new submission replaces it', async () => {
    const p = await makePlayer();
    await upload(p.token, threeImages);
    expect((await call('POST', `/api/admin/kyc/players/${p.id}/reject`, staff.support, { reason: 'x' })).status).toBe(400);
    const rejected = await call('POST', `/api/admin/kyc/players/${p.id}/reject`, staff.support, { reason: 'The back is blurred.' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.kyc).toMatchObject({ status: 'rejected', reason: 'The back is blurred.' });
    expect((await call('POST', `/api/admin/kyc/players/${p.id}/approve`, staff.support)).status).toBe(409);
    expect((await call('GET', '/api/kyc', p.token)).body.data).toMatchObject({
      status: 'rejected',
      reason: 'The back is blurred.',
      can_submit: true,
    });

    const audit = await sql.query<{ action: string; target_id: string }>(
      `SELECT action, target_id FROM staff_audit_log WHERE action = 'kyc.rejected' AND target_id = $1`,
      [p.id],
    );
    expect(audit.rowCount).toBe(1);
    // the player's set-up bonus has its own inbox message, which may come before or after this one
    const rejections = async () => (await inbox(p.id)).filter((m) => m.message_en.includes('The back is blurred.'));
    await waitFor(async () => (await rejections()).length === 1, 10_000);
    const [message] = await rejections();
    expect(message!.message_en).toContain('The back is blurred.');
    expect(message!.title_bn).toMatch(/[\u0980-\u09FF]/);

    const resent = await upload(p.token, threeImages);
    expect(resent.status).toBe(201);
    expect((await call('GET', `/api/admin/kyc/players/${p.id}`, staff.support)).body).toMatchObject({ status: 'pending', submissions: 2 });
    expect((await call('GET', '/api/admin/kyc/queue', staff.support)).body).toEqual(
      expect.arrayContaining([expect.objectContaining({ player_id: p.id, submissions: 2 })]),
    );
  });

  it('refuses a withdrawal above the admin rule until KYC is approved, saying why in English and Bangla', async () => {
    expect(
      (await call('PUT', '/api/admin/kyc/rules', staff.support, { withdrawal_over: '1000.00', lifetime_deposits_over: null })).status,
    ).toBe(403);
    expect((await call('PUT', '/api/admin/kyc/rules', staff.admin, { withdrawal_over: '-5', lifetime_deposits_over: null })).status).toBe(
      400,
    );
    const set = await call('PUT', '/api/admin/kyc/rules', staff.admin, { withdrawal_over: '1000.00', lifetime_deposits_over: null });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ withdrawal_over: '1000.00', lifetime_deposits_over: null });
    expect((await sql.query(`SELECT 1 FROM staff_audit_log WHERE action = 'kyc.rules_changed'`)).rowCount).toBeGreaterThanOrEqual(1);

    const p = await makePlayer();
    expect((await withdraw(p, '500')).status).toBe(200); // under the rule's amount: no KYC needed
    // one open request at a time: wait for it to be held, then reject it so the next may be asked for
    const first = (await sql.query<{ id: string }>(`SELECT id::text FROM withdrawal_requests WHERE player_id = $1`, [p.id])).rows[0]!.id;
    await waitFor(
      async () => (await sql.query(`SELECT 1 FROM withdrawal_requests WHERE id = $1 AND status = 'pending'`, [first])).rowCount === 1,
      10_000,
    );
    await sql.query(`UPDATE withdrawal_requests SET status = 'refused' WHERE id = $1`, [first]);

    const refused = await withdraw(p, '2000');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'Withdrawals above ৳1000.00 need a verified identity (KYC). Upload your national ID and a selfie on your profile.',
    );
    const inBangla = await withdraw(p, '2000', 'bn');
    expect(inBangla.body.message).toContain('কেওয়াইসি');
    expect((await sql.query(`SELECT 1 FROM withdrawal_requests WHERE player_id = $1 AND amount_minor = 200000`, [p.id])).rowCount).toBe(0);

    await upload(p.token, threeImages);
    expect((await withdraw(p, '2000')).body.message).toContain('still being reviewed');
    expect((await call('POST', `/api/admin/kyc/players/${p.id}/approve`, staff.support)).status).toBe(200);
    expect((await call('GET', '/api/kyc', p.token)).body.data.status).toBe('approved');
    expect((await withdraw(p, '2000')).status).toBe(200);
    await waitFor(async () => (await inbox(p.id)).some((m) => m.title_en === 'Identity verified'), 10_000);

    // staff may ask again later: the rule applies again until a new approval
    await call('POST', `/api/admin/kyc/players/${p.id}/request-again`, staff.support, { reason: 'Your ID has expired.' });
    expect((await call('GET', '/api/kyc', p.token)).body.data).toMatchObject({ status: 'requested_again', reason: 'Your ID has expired.' });
    await call('PUT', '/api/admin/kyc/rules', staff.admin, { withdrawal_over: null, lifetime_deposits_over: null });
  });

  it('with the lifetime-deposits rule, refuses any withdrawal once credited deposits pass its amount', async () => {
    await call('PUT', '/api/admin/kyc/rules', staff.admin, { withdrawal_over: null, lifetime_deposits_over: '3000.00' });
    const p = await makePlayer();
    await sql.query(
      `INSERT INTO deposit_requests (player_id, player_username, method_id, method_key, account_number, transaction_id, amount_minor, status)
       SELECT $1, 'x', id, lower(name), '01700000000', $2, 400000, 'approved' FROM payment_methods WHERE id = $3`,
      [p.id, `TX${run}`, bkashId],
    );
    const refused = await withdraw(p, '600');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('Your deposits have passed ৳3000.00 in total');
    await call('PUT', '/api/admin/kyc/rules', staff.admin, { withdrawal_over: null, lifetime_deposits_over: null });
    expect((await withdraw(p, '600')).status).toBe(200);
  });
});
