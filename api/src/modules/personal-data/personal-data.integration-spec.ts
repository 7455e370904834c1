import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { StaffAnonymisePlayerAnswer, StaffPersonalDataStatus, StaffPlayerDataExport } from '@khela/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generateSync } from 'otplib';
import pg from 'pg';
import { signInStaff } from '../../../test/staff-session.js';
import {
  clearRedisPrefix,
  createTestDatabase,
  startTestApp,
  uniqueRedisPrefix,
  type TestApp,
  type TestDatabase,
} from '../../../test/test-app.js';
import { hangBound } from '../../../test/test-env.js';
import { Clock } from '../../platform/clock/clock.js';
import { storageRoot } from '../../platform/paths.js';
import { demoStaff } from '../backoffice/domain/demo-staff.js';
import { DemoStaffSeed } from '../backoffice/seed/demo-staff.seed.js';
import { verifyLedger } from '../ledger/index.js';
import { DemoPaymentMethodsSeed } from '../payments/seed/demo-payment-methods.seed.js';
import { CreditDepositCommand, HoldForWithdrawalCommand, OpenWalletCommand, PayOutHeldCommand } from '../wallet/index.js';
import { notPlayerData, playerColumns, playerDataCatalogue } from './catalogue/personal-data-catalogue.js';

jest.setTimeout(hangBound(120_000));

type Json = Record<string, unknown>;
const system = { actor: { kind: 'system', id: 'personal-data-test' } } as const;
const dayMs = 86_400_000;

interface Player {
  id: string;
  username: string;
  name: string;
  phone: string;
  email: string;
  token: string;
}

/**
 * Personal data (issue 23) against real Postgres, Redis and files: who may export and anonymise, an export
 * holding the player's rows and none of another player's, each refusal of the anonymisation as a 4xx in
 * English and Bangla with nothing written, and an anonymisation that leaves the ledger verified, no trace of
 * the old contacts in the player's rows, the files gone and the audit row naming who and why.
 */
describe('personal data: export and anonymisation', () => {
  const prefix = uniqueRedisPrefix();
  const run = `pd${Date.now().toString(36).slice(-5)}`;
  let db: TestDatabase;
  let app: TestApp;
  let sql: pg.Pool;
  const staff: Record<string, string> = {};
  let seq = 0;
  let offsetMs = 0;

  const call = async <T = Json>(method: string, path: string, token?: string, body?: unknown, language?: 'bn') => {
    const response = await fetch(`${app.url}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(language ? { 'accept-language': language } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : {}) as T };
  };

  const signUp = async (): Promise<Player> => {
    seq += 1;
    const username = `${run}${seq}`;
    const payload = {
      username,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      name: `Rahima Khatun ${run} ${seq}`,
      phone: `0171${String(1_000_000 + Math.floor(Math.random() * 8_000_000) + seq).padStart(7, '0')}`,
      email: `${username}@mail.example`,
      currency: 'BDT',
    };
    const res = await call('POST', '/api/v1/create-players', undefined, payload);
    expect(res.status).toBe(201);
    return { ...payload, id: res.body.remote_id as string, token: res.body.token as string };
  };

  /** Data of every kind the anonymisation must clear: a chat with an image, a deposit with a receipt, KYC files, an extra phone. */
  const giveHistory = async (p: Player) => {
    const files = join(storageRoot(app.config.STORAGE_DIR), '.private');
    await sql.query(`UPDATE players SET dofb = '1991-04-05' WHERE id = $1`, [p.id]);
    await sql.query(`INSERT INTO player_phones (player_id, phone) VALUES ($1, $2)`, [p.id, `${p.phone.slice(0, -1)}9`]);
    const { rows: conv } = await sql.query<{ id: string }>(
      `INSERT INTO chat_conversations (player_id, player_username, status) VALUES ($1, $2, 'closed') RETURNING id::text`,
      [p.id, p.username],
    );
    const chatImage = join('.private', 'chat', conv[0]!.id, 'a.png');
    await mkdir(join(files, 'chat', conv[0]!.id), { recursive: true });
    await writeFile(join(storageRoot(app.config.STORAGE_DIR), chatImage), 'png');
    await sql.query(
      `INSERT INTO chat_messages (conversation_id, sender_kind, sender_id, sender_name, content, image_path, image_mime)
       VALUES ($1, 'player', $2, $3, $4, $5, 'image/png'), ($1, 'agent', 'x', 'Agent Nila', $6, NULL, NULL)`,
      [conv[0]!.id, p.id, p.username, `my number is ${p.phone}`, chatImage, `We called ${p.phone}`],
    );
    const { rows: dep } = await sql.query<{ id: string }>(
      `INSERT INTO deposit_requests (player_id, player_username, method_id, method_key, account_number, transaction_id, amount_minor, status)
       SELECT $1, $2, id, lower(name), $3, $4, 50000, 'rejected' FROM payment_methods ORDER BY id LIMIT 1 RETURNING id::text`,
      [p.id, p.username, p.phone, `TX${p.id}X${Date.now()}`],
    );
    const receipt = join('.private', 'receipts', dep[0]!.id, 'r.png');
    await mkdir(join(files, 'receipts', dep[0]!.id), { recursive: true });
    await writeFile(join(storageRoot(app.config.STORAGE_DIR), receipt), 'png');
    await sql.query(`INSERT INTO deposit_receipts (deposit_id, path, mime, size_bytes) VALUES ($1, $2, 'image/png', 3)`, [
      dep[0]!.id,
      receipt,
    ]);
    await mkdir(join(files, 'kyc', p.id), { recursive: true });
    for (const side of ['front', 'back', 'selfie', 'older-front']) await writeFile(join(files, 'kyc', p.id, `${side}.png`), 'png');
    await sql.query(
      `INSERT INTO kyc_submissions (player_id, status, id_front_path, id_front_mime, id_back_path, id_back_mime, selfie_path, selfie_mime, submitted_at)
       VALUES ($1, 'approved', $2, 'image/png', $3, 'image/png', $4, 'image/png', now())`,
      [p.id, `.private/kyc/${p.id}/front.png`, `.private/kyc/${p.id}/back.png`, `.private/kyc/${p.id}/selfie.png`],
    );
    await sql.query(`INSERT INTO message_outbox (player_id, channel, recipient, purpose, body) VALUES ($1, 'email', $2, 'welcome', $3)`, [
      p.id,
      p.email,
      `Hello ${p.name}`,
    ]);
    return { receipt: join(files, 'receipts', dep[0]!.id), kyc: join(files, 'kyc', p.id), chat: join(files, 'chat', conv[0]!.id) };
  };

  /** Money in and out through the ledger: a deposit of 500.00 paid back out, so the wallet is at zero with history. */
  const moveMoney = async (p: Player, keep = 0n) => {
    const commands = app.app.get(CommandBus);
    await commands.execute(new OpenWalletCommand({ playerId: p.id, currency: 'BDT' }, system));
    await commands.execute(
      new CreditDepositCommand({ playerId: p.id, depositId: `dep-${run}-${p.id}`, channel: 'bkash', amount: 50_000n }, system),
    );
    const out = 50_000n - keep;
    await commands.execute(new HoldForWithdrawalCommand({ playerId: p.id, withdrawalId: `wd-${run}-${p.id}`, amount: out }, system));
    await commands.execute(new PayOutHeldCommand({ playerId: p.id, withdrawalId: `wd-${run}-${p.id}`, channel: 'bkash' }, system));
    // the statement is the ledger's projection (the worker role of this app keeps it): wait for it
    const deadline = Date.now() + hangBound(30_000);
    let n = 0;
    while (Date.now() < deadline) {
      n = (await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM account_statement WHERE player_id = $1`, [p.id])).rows[0]!.n;
      if (n >= 4) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`the account statement did not catch up (${n} rows of player ${p.id})`);
  };

  const exportOf = (p: Player, token = staff.admin!) =>
    call<StaffPlayerDataExport>('POST', `/api/admin/players/${p.id}/personal-data/export`, token, {
      reason: 'Subject access request by e-mail',
    });
  const anonymise = (p: Player, confirm = p.username, language?: 'bn', token = staff.admin!) =>
    call<StaffAnonymisePlayerAnswer>(
      'POST',
      `/api/admin/players/${p.id}/anonymise`,
      token,
      { reason: 'Closed, retention over', confirm_username: confirm },
      language,
    );
  const lock = (p: Player) => call('POST', `/api/admin/players/${p.id}/lock`, staff.support1, { reason: 'Player asked to close' });
  /** Every row of the player's, in the catalogue's tables, as one string to search for leftovers. */
  const playerRowsText = async (p: Player) => {
    const parts: string[] = [];
    for (const entry of playerDataCatalogue) {
      if (entry.table === 'staff_audit_log') continue; // the audit trail is append-only: it never held contacts (checked below)
      const { rows } = await sql.query(`SELECT * FROM ${entry.table} WHERE ${entry.where}`, [p.id]);
      parts.push(JSON.stringify(rows));
    }
    return parts.join('\n');
  };

  let alice: Player;
  let bob: Player;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, role: 'all', env: { REDIS_PREFIX: prefix } });
    sql = new pg.Pool({ connectionString: db.url, max: 2 });
    await app.app.get(DemoStaffSeed).seed();
    await app.app.get(DemoPaymentMethodsSeed).seed();
    for (const username of ['admin', 'finance1', 'support1', 'risk1', 'content1']) {
      const s = demoStaff.find((d) => d.username === username)!;
      staff[username] = await signInStaff(app.url, { username, password: s.password, otp: generateSync({ secret: s.totpSecret }) });
    }
    jest.spyOn(app.app.get(Clock), 'now').mockImplementation(() => new Date(Date.now() + offsetMs));
    alice = await signUp();
    bob = await signUp();
    await moveMoney(alice);
    await moveMoney(bob);
  }, hangBound(90_000));

  afterAll(async () => {
    await sql?.end();
    await app?.close();
    if (app) await clearRedisPrefix(prefix);
  });

  it('lists every table with a player column in the inventory (a new one fails here until it is listed)', async () => {
    const { rows } = await sql.query<{ table_name: string }>(
      `SELECT DISTINCT table_name FROM information_schema.columns
        WHERE table_schema = 'public' AND column_name = ANY($1) ORDER BY table_name`,
      [[...playerColumns]],
    );
    const listed = new Set([...playerDataCatalogue.map((e) => e.table), ...Object.keys(notPlayerData)]);
    const missing = rows.map((r) => r.table_name).filter((t) => !listed.has(t));
    expect(missing).toEqual([]);
  });

  it('admits the export to admin only, and the status to whoever reads players', async () => {
    for (const role of ['finance1', 'support1', 'risk1', 'content1']) {
      expect((await exportOf(alice, staff[role])).status).toBe(403);
      expect((await anonymise(alice, alice.username, undefined, staff[role])).status).toBe(403);
    }
    expect((await call('GET', `/api/admin/players/${alice.id}/personal-data`, staff.content1)).status).toBe(403);
    for (const role of ['admin', 'finance1', 'support1', 'risk1']) {
      expect((await call('GET', `/api/admin/players/${alice.id}/personal-data`, staff[role])).status).toBe(200);
    }
    expect((await exportOf(alice, alice.token)).status).toBe(401);
    expect((await call('GET', `/api/admin/players/99999999/personal-data`, staff.admin)).status).toBe(404);
    expect((await exportOf({ ...alice, id: '99999999' })).status).toBe(404);
    const noReason = await call('POST', `/api/admin/players/${alice.id}/personal-data/export`, staff.admin, { reason: ' ' });
    expect(noReason).toMatchObject({ status: 400, body: { message: 'Give a reason of 3 to 500 characters.' } });
  });

  it("exports the player's rows of every kind, and nothing of another player's", async () => {
    await giveHistory(alice);
    await giveHistory(bob);
    const res = await exportOf(alice);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="player-${alice.id}-data.json"`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const doc = res.body;
    expect(doc).toMatchObject({ format: 'khela-player-data/1', player_id: alice.id, exported_by: 'admin' });
    const section = (table: string) => doc.sections.find((s) => s.table === table)!.rows;
    expect(section('players')).toEqual([
      expect.objectContaining({ id: alice.id, username: alice.username, phone: alice.phone, email: alice.email, dofb: '1991-04-05' }),
    ]);
    expect(section('auth_sessions').length).toBeGreaterThanOrEqual(1);
    expect(section('account_statement').map((r) => r.type)).toEqual(
      expect.arrayContaining(['DepositCredited', 'WithdrawalHeld', 'WithdrawalPaidOut']),
    );
    expect(section('deposit_requests')).toEqual([expect.objectContaining({ account_number: alice.phone })]);
    expect(section('chat_messages').map((r) => r.content)).toEqual([`my number is ${alice.phone}`, `We called ${alice.phone}`]);
    expect(section('kyc_submissions')).toEqual([expect.objectContaining({ status: 'approved' })]);
    expect(section('player_phones')).toHaveLength(1);
    expect(doc.files.map((f) => f.kind).sort()).toEqual(['chat_image', 'id_back', 'id_front', 'receipt', 'selfie']);

    const text = JSON.stringify(doc);
    for (const other of [bob.username, bob.phone, bob.email, bob.name]) expect(text).not.toContain(other);
    expect(text).not.toMatch(/\$argon2|password_hash|token_hash|\.private\//);

    const audit = await sql.query<{ actor_username: string; after: Json }>(
      `SELECT actor_username, after FROM staff_audit_log WHERE action = 'player.data_export' AND target_id = $1`,
      [alice.id],
    );
    expect(audit.rows).toEqual([
      { actor_username: 'admin', after: expect.objectContaining({ reason: 'Subject access request by e-mail' }) },
    ]);
  });

  it('refuses to anonymise, as a 4xx in English and Bangla with nothing written: not closed, wrong username, retention, balance, exclusion', async () => {
    const active = await anonymise(alice);
    expect(active).toMatchObject({ status: 409, body: { message: 'Only a closed account can be anonymised: lock the account first.' } });
    expect((await anonymise(alice, alice.username, 'bn')).body.message).toBe('শুধু বন্ধ অ্যাকাউন্ট বেনামী করা যায়: আগে অ্যাকাউন্টটি লক করুন।');

    expect((await lock(alice)).status).toBe(200);
    const before = await playerRowsText(alice); // closed: from here on, no refusal may change a row
    const status = await call<StaffPersonalDataStatus>('GET', `/api/admin/players/${alice.id}/personal-data`, staff.admin);
    expect(status.body).toMatchObject({ status: 'locked', balance_zero: true, blocker: 'retention_not_passed', retention_days: 1827 });
    const ends = new Date(status.body.retention_ends_at);
    expect(ends.getTime() - new Date(status.body.last_activity_at).getTime()).toBe(1827 * dayMs);
    const day = new Date(ends.getTime() + 6 * 3_600_000).toISOString().slice(0, 10);
    const early = await anonymise(alice);
    expect(early).toMatchObject({
      status: 409,
      body: { message: `The retention period has not passed: this account can be anonymised from ${day}.` },
    });
    expect((await anonymise(alice, alice.username, 'bn')).body.message).toBe(
      `সংরক্ষণের মেয়াদ এখনো শেষ হয়নি: এই অ্যাকাউন্টটি ${day} থেকে বেনামী করা যাবে।`,
    );

    offsetMs = 1828 * dayMs; // the app's Clock past the retention period
    const wrong = await anonymise(alice, bob.username);
    expect(wrong).toMatchObject({
      status: 422,
      body: { message: "The username typed does not match this account's: nothing was changed." },
    });

    const carol = await signUp();
    await moveMoney(carol, 100n); // 1.00 left on main
    expect((await lock(carol)).status).toBe(200);
    expect(await anonymise(carol)).toMatchObject({
      status: 409,
      body: { message: "The account's balance is not zero: every wallet balance must be 0.00 before it is anonymised." },
    });
    const dave = await signUp();
    expect((await lock(dave)).status).toBe(200);
    await sql.query(
      `INSERT INTO player_exclusions (player_id, kind, started_at, ends_at, contact_email, contact_phones, updated_at)
       VALUES ($1, 'self_exclusion', now() - interval '1 day', now() + interval '6 months', $2, ARRAY[$3], now())`,
      [dave.id, dave.email, dave.phone],
    );
    expect(await anonymise(dave)).toMatchObject({
      status: 409,
      body: { message: 'This account has a time-out or self-exclusion in force: its contacts are kept to stop a new account.' },
    });
    expect(await playerRowsText(alice)).toBe(before);
    const refusedAudit = await sql.query(`SELECT 1 FROM staff_audit_log WHERE action = 'player.anonymise'`);
    expect(refusedAudit.rowCount).toBe(0);
  });

  it('anonymises a closed account past retention: ledger verified and untouched, no old contact left, files gone, audited, unique username', async () => {
    // a player already took the name the anonymisation would give: it must pick another
    await sql.query(`UPDATE players SET username = $2 WHERE id = $1`, [bob.id, `ANON${alice.id}`]);
    bob.username = `ANON${alice.id}`;
    const files = join(storageRoot(app.config.STORAGE_DIR), '.private');
    const ledgerBefore = await sql.query(
      `SELECT e.position, e.data, p.amount, p.balance_after FROM ledger_events e JOIN ledger_postings p USING (position)
         JOIN ledger_accounts a ON a.id = p.account_id WHERE a.owner_id = $1 ORDER BY 1, 3`,
      [alice.id],
    );
    expect(ledgerBefore.rows.length).toBeGreaterThanOrEqual(3);
    expect(existsSync(join(files, 'kyc', alice.id))).toBe(true);

    const done = await anonymise(alice);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ message: 'The account is anonymised.', status: { blocker: 'already_anonymised' } });

    const ledgerAfter = await sql.query(
      `SELECT e.position, e.data, p.amount, p.balance_after FROM ledger_events e JOIN ledger_postings p USING (position)
         JOIN ledger_accounts a ON a.id = p.account_id WHERE a.owner_id = $1 ORDER BY 1, 3`,
      [alice.id],
    );
    expect(ledgerAfter.rows).toEqual(ledgerBefore.rows);
    expect((await verifyLedger(sql)).differences).toEqual([]);

    const rows = await playerRowsText(alice);
    for (const old of [alice.phone, alice.email, alice.name, alice.username, alice.phone.slice(1), '1991-04-05'])
      expect(rows).not.toContain(old);
    const { rows: player } = await sql.query(
      `SELECT username, name, email, phone, dofb, status, anonymised_at FROM players WHERE id = $1`,
      [alice.id],
    );
    expect(player[0]).toMatchObject({ username: `anon${alice.id}x1`, name: '', email: '', phone: '', dofb: null, status: 'locked' });
    expect(player[0].anonymised_at).not.toBeNull();
    // the lock ended every session; none is live, and the old token is refused
    const live = await sql.query(`SELECT 1 FROM auth_sessions WHERE subject_kind = 'player' AND subject_id = $1 AND revoked_at IS NULL`, [
      alice.id,
    ]);
    expect(live.rowCount).toBe(0);
    expect((await call('GET', '/api/user/show', alice.token)).status).toBe(401);
    expect(existsSync(join(files, 'kyc', alice.id))).toBe(false);
    const { rows: convs } = await sql.query<{ id: string }>(`SELECT id::text FROM chat_conversations WHERE player_id = $1`, [alice.id]);
    expect(existsSync(join(files, 'chat', convs[0]!.id))).toBe(false);
    const { rows: deps } = await sql.query<{ id: string; amount_minor: string; status: string }>(
      `SELECT id::text, amount_minor::text, status FROM deposit_requests WHERE player_id = $1`,
      [alice.id],
    );
    expect(deps).toEqual([{ id: expect.any(String), amount_minor: '50000', status: 'rejected' }]); // the record stays, unnamed
    expect(existsSync(join(files, 'receipts', deps[0]!.id))).toBe(false);
    expect(existsSync(join(files, 'kyc', bob.id))).toBe(true); // another player's files stay

    const audit = await sql.query<{ actor_username: string; after: Json }>(
      `SELECT actor_username, after FROM staff_audit_log WHERE action = 'player.anonymise' AND target_id = $1`,
      [alice.id],
    );
    expect(audit.rows).toEqual([
      {
        actor_username: 'admin',
        after: expect.objectContaining({ reason: 'Closed, retention over', username: `anon${alice.id}x1`, files_deleted: 5 }),
      },
    ]);
    expect(JSON.stringify(audit.rows)).not.toContain(alice.phone);

    // the export afterwards holds nothing of who it was; bob is untouched; a second anonymisation is refused
    const after = await exportOf(alice);
    for (const old of [alice.phone, alice.email, alice.name]) expect(JSON.stringify(after.body)).not.toContain(old);
    expect(await playerRowsText(bob)).toContain(bob.phone);
    expect(await anonymise(alice, 'whatever')).toMatchObject({ status: 409, body: { message: 'This account is already anonymised.' } });
    const login = await call('POST', '/api/login', undefined, { username: `anon${alice.id}x1`, password: 'Secret123' });
    expect(login.status).toBeGreaterThanOrEqual(400);
    expect(login.status).toBeLessThan(500);
  });
});
