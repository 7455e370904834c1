import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import pg from 'pg';
import sharp from 'sharp';
import { io, type Socket } from 'socket.io-client';
import { Rooms } from '@khela/contracts';
import {
  clearRedisPrefix,
  createTestDatabase,
  startTestApp,
  uniqueRedisPrefix,
  type TestApp,
  type TestDatabase,
} from '../../../test/test-app.js';
import { gifJsPolyglot, gifMagicScript, polyglotScript, realPng } from '../../../test/images.js';
import { waitFor } from '../../../test/ledger/ledger-harness.js';
import { joinedRoom } from '../../../test/socket-rooms.js';
import { PlayerGateway } from '../../platform/realtime/player.gateway.js';
import { StaffGateway } from '../../platform/realtime/staff.gateway.js';
import { SessionStore } from '../auth/index.js';
import { CreditDepositCommand, DebitStakeCommand, GetWalletQuery, GrantBonusCommand, OpenWalletCommand } from '../wallet/index.js';
import { pauseReactor } from '../../../test/events/pause-reactor.js';
import { inTransaction } from '../../platform/database/transaction.js';
import { EventOutbox, refuse, VetoPoint, type DeliveredEvent, type ReactorContext } from '../../platform/events/index.js';
import { SettleDepositReactor } from './events/settle-deposit.reactor.js';
import { depositMessages } from './domain/deposit-rules.js';
import { withdrawalMessages } from './domain/withdrawal-rules.js';
import { reviewMessages } from './domain/review-messages.js';
import { DepositsRepository } from './persistence/deposits.repository.js';
import { signCallback } from './ewallet/callback-signature.js';
import { startEwalletSimulator, type EwalletSimulator } from './ewallet/simulator/ewallet-simulator.js';
import { DemoPaymentMethodsSeed } from './seed/demo-payment-methods.seed.js';
import { hangBound } from '../../../test/test-env.js';

jest.setTimeout(hangBound(30_000));

const gatewaySecret = 'test-gateway-secret-0123456789';
const system = { actor: { kind: 'system', id: 'payments-test' } } as const;
const png = realPng;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads JSON bodies loosely, field by field
type Json = Record<string, any>;

interface Player {
  id: string;
  token: string;
  phone: string;
}

describe('payments: methods, deposits, finance approval, withdrawals, turnover, records', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let app: TestApp;
  let sql: pg.Pool;
  let commands: CommandBus;
  let queries: QueryBus;
  let sessions: SessionStore;
  let clerkA: string;
  let clerkB: string;
  let bkashAgentId: number;
  let seq = 0;
  let gateway: EwalletSimulator;

  const call = async (method: string, path: string, token?: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${app.url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        // staff money moves need a key; each call here is a new decision (repeats: staff-idempotency.integration-spec.ts)
        ...(method === 'POST' && path.startsWith('/api/admin/') ? { 'idempotency-key': randomUUID() } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Json };
  };

  /** A player straight in the table (the players module's own tests cover sign-up), with an open wallet. */
  const makePlayer = async (options: { verified?: boolean; dofb?: string | null } = {}): Promise<Player> => {
    seq += 1;
    const phone = `0171${String(2000000 + seq * 7919).padStart(7, '0')}`;
    const { rows } = await sql.query<{ id: string }>(
      `INSERT INTO players (username, password_hash, email, phone, currency, referral_code, phone_verified_at, dofb)
       VALUES ($1, 'x', $2, $3, 'BDT', $4, $5, $6) RETURNING id::text`,
      [
        `payer${seq}${prefix.slice(-4)}`,
        `payer${seq}@example.test`,
        phone,
        `REF${prefix.slice(-6)}${seq}`.toUpperCase(),
        options.verified === false ? null : new Date(),
        options.dofb === undefined ? '1990-01-01' : options.dofb,
      ],
    );
    const id = rows[0]!.id;
    await commands.execute(new OpenWalletCommand({ playerId: id, currency: 'BDT' }, system));
    return { id, phone, token: (await sessions.issue('player', id)).token };
  };

  const makeFinance = async (username: string): Promise<string> => {
    const { rows } = await sql.query<{ id: string }>(
      `INSERT INTO staff_users (username, display_name, password_hash, roles) VALUES ($1, $1, 'x', ARRAY['finance']) RETURNING id::text`,
      [username],
    );
    return (await sessions.issue('staff', rows[0]!.id)).token;
  };

  const balances = async (playerId: string) => (await queries.execute(new GetWalletQuery(playerId)))!.balances;
  const takeNumber = (p: Player, amount = '1000') =>
    call('GET', `/api/get-wallet-number?name=bKash&account_type=Agent&amount=${amount}`, p.token);
  const deposit = (p: Player, fields: Record<string, unknown>) =>
    call('POST', '/api/submit-deposit', p.token, { remote_id: p.id, ...fields });
  const validDeposit = (p: Player, trx: string, amount = '1000.00', extra: Record<string, unknown> = {}) =>
    deposit(p, { account_number: p.phone, transaction_id: trx, amount, payment_id: bkashAgentId, promotion_id: 0, ...extra });
  const depositStatus = async (id: string) =>
    (await sql.query<{ status: string }>(`SELECT status FROM deposit_requests WHERE id = $1`, [id])).rows[0]!.status;
  const withdraw = (p: Player, fields: Record<string, unknown>) =>
    call('POST', '/api/submit-withdraw', p.token, { remote_id: p.id, ...fields });

  beforeAll(async () => {
    db = await createTestDatabase();
    gateway = await startEwalletSimulator({ secret: gatewaySecret });
    app = await startTestApp({
      databaseUrl: db.url,
      role: 'all',
      env: {
        REDIS_PREFIX: prefix,
        PAYMENTS_CHECKER_THRESHOLD: '10000.00',
        EWALLET_GATEWAY_URL: gateway.url,
        EWALLET_CALLBACK_SECRET: gatewaySecret,
      },
    });
    sql = new pg.Pool({ connectionString: db.url, max: 3 });
    commands = app.app.get(CommandBus);
    queries = app.app.get(QueryBus);
    sessions = app.app.get(SessionStore);
    await app.app.get(DemoPaymentMethodsSeed).seed();
    await app.app.get(DemoPaymentMethodsSeed).seed(); // idempotent
    bkashAgentId = (await sql.query<{ id: number }>(`SELECT id FROM payment_methods WHERE name = 'bKash' AND account_type = 'Agent'`))
      .rows[0]!.id;
    clerkA = await makeFinance(`fin-a-${prefix.slice(-5)}`);
    clerkB = await makeFinance(`fin-b-${prefix.slice(-5)}`);
  }, hangBound(60_000));

  // The database keeps its (valid) ledger: the test runner verifies it, then drops it.
  afterAll(async () => {
    await sql?.end();
    await app?.close();
    await gateway?.close();
    await clearRedisPrefix(prefix);
  });

  describe('methods and channels', () => {
    it('lists methods with their channel labels; showpayment-menthod narrows by name', async () => {
      // with the e-wallet gateway on, the list takes the spec's ewallet form
      const all = await call('GET', '/api/payment-methods');
      expect(all.status).toBe(200);
      expect(all.body.methods.type).toBe('ewallet');
      expect(all.body.methods.pgs.map((m: { name: string }) => m.name)).toEqual(['bKash', 'Nagad', 'Rocket', 'Upay']);
      const bkash = await call('GET', '/api/showpayment-menthod?name=bkash');
      expect(bkash.body.success).toBe(true);
      expect(bkash.body.data).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ name: 'bKash', account_type: 'Agent', deposit_label: 'Cash Out', withdraw_label: 'CashOut' }),
          expect.objectContaining({ account_type: 'Merchant', deposit_label: 'Make Payment', withdraw_label: 'Merchant' }),
          expect.objectContaining({ account_type: 'Personal', deposit_label: 'Send Money', withdraw_label: 'Send Money' }),
        ]),
      );
    });

    it('hands out numbers least loaded first, accepts the Marchent spelling, and needs a session', async () => {
      const p = await makePlayer();
      const first = await takeNumber(p, '500');
      const second = await takeNumber(p, '500');
      expect(first.status).toBe(200);
      expect(first.body[0].account_number).not.toBe(second.body[0].account_number); // two bKash agent numbers share the load
      const merchant = await call('GET', '/api/get-wallet-number?name=bKash&account_type=Marchent&amount=100', p.token);
      expect(merchant.body[0]).toMatchObject({ account_type: 'Merchant', account_number: '01710000011' });
      expect((await call('GET', '/api/get-wallet-number?name=bKash&account_type=Agent&amount=100')).status).toBe(401);
      const overCap = await call('GET', '/api/get-wallet-number?name=bKash&account_type=Merchant&amount=25000', p.token);
      expect(overCap.status).toBe(200);
    });
  });

  describe('deposit validation, in the spec order', () => {
    it('phone verified comes first', async () => {
      const unverified = await makePlayer({ verified: false });
      expect(await deposit(unverified, {})).toEqual({ status: 400, body: { message: depositMessages.phoneNotVerified } });
    });

    it('then amount, range, method, channel, account number, registered number, transaction id, then pending', async () => {
      const p = await makePlayer();
      expect((await deposit(p, { payment_id: 99999 })).body.message).toBe(depositMessages.amountRequired);
      expect((await deposit(p, { amount: '99.99', payment_id: bkashAgentId })).body.message).toBe(depositMessages.amountRange);
      expect((await deposit(p, { amount: '25000.01', payment_id: bkashAgentId })).body.message).toBe(depositMessages.amountRange);
      expect((await deposit(p, { amount: '1000', payment_id: 99999 })).body.message).toBe(depositMessages.method);
      expect((await deposit(p, { amount: '1000', payment_id: bkashAgentId })).body.message).toBe(depositMessages.channel);
      await takeNumber(p);
      expect((await deposit(p, { amount: '1000', payment_id: bkashAgentId, account_number: '0171' })).body.message).toBe(
        depositMessages.accountNumber,
      );
      expect((await deposit(p, { amount: '1000', payment_id: bkashAgentId, account_number: '01799999999' })).body.message).toBe(
        depositMessages.accountNotRegistered,
      );
      expect(
        (await deposit(p, { amount: '1000', payment_id: bkashAgentId, account_number: p.phone, transaction_id: 'ABC123' })).body.message,
      ).toBe(depositMessages.transactionId);
      const ok = await validDeposit(p, `TRXORDER${seq}`);
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ success: true, message: depositMessages.submitted });
      // pending is checked before the amount
      expect(await deposit(p, {})).toEqual({ status: 409, body: { message: depositMessages.pending } });
    });

    it('a request in Bangla gets the refusal in Bangla; without Accept-Language, in English', async () => {
      const p = await makePlayer();
      const body = { remote_id: p.id, amount: '99.99', payment_id: bkashAgentId };
      expect(await call('POST', '/api/submit-deposit', p.token, body, { 'accept-language': 'bn' })).toEqual({
        status: 400,
        body: { message: 'ডিপোজিটের পরিমাণ ১০০.০০ থেকে ২৫,০০০.০০ টাকার মধ্যে হতে হবে।' },
      });
      expect(await call('POST', '/api/submit-deposit', p.token, body)).toEqual({
        status: 400,
        body: { message: depositMessages.amountRange },
      });
      // a refusal answered as a body (withdrawals: success, error, message), not thrown
      expect(await call('POST', '/api/submit-withdraw', p.token, { remote_id: p.id }, { 'accept-language': 'bn-BD,bn;q=0.9' })).toEqual({
        status: 400,
        body: { success: false, error: 'পরিমাণ দিতে হবে।', message: 'পরিমাণ দিতে হবে।' },
      });
      expect((await withdraw(p, {})).body).toEqual({
        success: false,
        error: withdrawalMessages.amountRequired,
        message: withdrawalMessages.amountRequired,
      });
    });

    it('an amount with more than two decimals is refused with a 400 in English or Bangla, never rounded (issue 14)', async () => {
      const p = await makePlayer();
      await takeNumber(p);
      const refusal = { status: 400, body: { message: depositMessages.amountDecimals } };
      const full = { payment_id: bkashAgentId, account_number: p.phone, transaction_id: `TRXDEC${seq}` };
      expect(await deposit(p, { ...full, amount: '100.005' })).toEqual(refusal);
      // a JSON number too: 100.005 was read as 100.00
      expect(await deposit(p, { ...full, amount: 100.005 })).toEqual(refusal);
      expect(
        await call('POST', '/api/submit-deposit', p.token, { remote_id: p.id, ...full, amount: '100.005' }, { 'accept-language': 'bn' }),
      ).toEqual({
        status: 400,
        body: { message: 'পরিমাণে দশমিকের পরে সর্বোচ্চ দুই ঘর থাকতে পারে।' },
      });
      expect(await call('GET', `/api/get-wallet-number?name=bKash&account_type=Agent&amount=150.505`, p.token)).toMatchObject(refusal);
      expect(await withdraw(p, { amount: '500.999', account_number: p.phone, payment_id: bkashAgentId })).toEqual({
        status: 400,
        body: { success: false, error: withdrawalMessages.amountDecimals, message: withdrawalMessages.amountDecimals },
      });
      // nothing was written (a deposit would be pending, refused with 409): two decimals still go through
      expect((await deposit(p, { ...full, amount: '150.50' })).status).toBe(200);
    });

    it('a remote_id that is not the caller is refused', async () => {
      const p = await makePlayer();
      expect((await deposit(p, { remote_id: '999999' })).status).toBe(403);
    });

    it('a transaction id already used for the same method is refused, for any player', async () => {
      const a = await makePlayer();
      const b = await makePlayer();
      await takeNumber(a);
      await takeNumber(b);
      expect((await validDeposit(a, 'REUSED0001')).status).toBe(200);
      expect(await validDeposit(b, 'reused0001')).toEqual({ status: 409, body: { message: depositMessages.transactionReused } });
    });
    it('a module that may forbid deposits is asked first: its refusal reaches the player as a value, and nothing is written', async () => {
      const p = await makePlayer();
      await takeNumber(p);
      const vetoes = app.app.get(VetoPoint);
      const asked: unknown[] = [];
      vetoes.register([
        {
          action: 'payments.deposit-request',
          name: 'test.deposit-limit',
          where: 'test',
          decide: (context: unknown) => {
            asked.push(context);
            return refuse('deposit_limit', 'Your deposit limit for today is reached.');
          },
        },
      ]);
      try {
        expect(await validDeposit(p, 'VETOED0001', '500.00')).toEqual({
          status: 403,
          body: { message: 'Your deposit limit for today is reached.' },
        });
        expect(asked).toEqual([{ playerId: p.id, amount: '50000', currency: 'BDT', method: 'bKash' }]);
        const { rows } = await sql.query(`SELECT id FROM deposit_requests WHERE player_id = $1`, [p.id]);
        expect(rows).toEqual([]);
      } finally {
        vetoes.register([]);
      }
      // Without the veto the same request goes through.
      expect((await validDeposit(p, 'VETOED0001', '500.00')).status).toBe(200);
    });
  });

  describe('receipts', () => {
    it('stores image receipts and refuses a non-image, and finance sees them', async () => {
      const p = await makePlayer();
      await takeNumber(p);
      const { body } = await validDeposit(p, `RECEIPT${seq}`);
      const upload = async (bytes: Buffer, name: string, type: string) => {
        const form = new FormData();
        form.append('files', new Blob([new Uint8Array(bytes)], { type }), name);
        const res = await fetch(`${app.url}/api/deposits/${body.id}/receipts`, {
          method: 'POST',
          headers: { authorization: `Bearer ${p.token}` },
          body: form,
        });
        return { status: res.status, body: (await res.json()) as Json };
      };
      // The deposit's own "new request" push comes from a reactor after the request committed; wait until it
      // has gone, so the socket below hears only the receipts' push.
      await waitFor(
        async () =>
          (
            await sql.query(
              `SELECT 1 FROM event_reactor_handled h JOIN outbox_events e ON h.event_id = e.id::text
                WHERE h.reactor = 'payments.pushes' AND e.type = 'payments.deposit-requested' AND e.stream_id = $1`,
              [`deposit-${body.id}`],
            )
          ).rowCount === 1,
        5_000,
      );
      // Finance watching the queue hears about the new receipts (the deposit stays pending).
      const staff = await new Promise<Socket>((resolve, reject) => {
        const socket = io(`${app.url}/staff`, { transports: ['websocket'], auth: { token: clerkA }, reconnection: false });
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
      const pushes: Json[] = [];
      staff.on('payments:queue', (push: Json) => push.id === body.id && pushes.push(push));
      try {
        await joinedRoom(app.app.get(StaffGateway).namespace!, Rooms.staffPayments, [staff.id]);
        const refusedUpload = await upload(Buffer.from('<?php echo 1; ?>'), 'receipt.png', 'image/png');
        expect(refusedUpload).toEqual({ status: 400, body: { message: 'Only PNG, JPEG, WebP or GIF images are accepted.' } });
        const stored = await upload(png, 'receipt.png', 'image/png');
        expect(stored.status).toBe(201);
        expect(stored.body.receipts).toHaveLength(1);
        // the rows and their event committed together; the refused upload wrote neither
        const added = await sql.query<{ data: { receiptIds: string[] } }>(
          `SELECT data FROM outbox_events WHERE type = 'payments.deposit-receipts-added' AND stream_id = $1`,
          [`deposit-${body.id}`],
        );
        expect(added.rows.map((r) => r.data.receiptIds)).toEqual([stored.body.receipts]);
        await waitFor(async () => pushes.length > 0, 5_000);
        // one push for the stored upload, none for the refused one
        expect(pushes).toEqual([{ kind: 'deposit', id: body.id, status: 'pending', pending_count: expect.any(Number) }]);
      } finally {
        staff.close();
      }

      const queue = await call('GET', `/api/admin/payments/queue?kind=deposit&search=RECEIPT${seq}`, clerkA);
      expect(queue.body.count).toBe(1);
      expect(queue.body.data[0].recent).toEqual([
        expect.objectContaining({ kind: 'deposit', id: body.id, amount: '1000.00', status: 'pending' }),
      ]);
      const receipt = queue.body.data[0].receipts[0];
      expect(receipt.mime).toBe('image/png');
      const image = await fetch(`${app.url}${receipt.url}`, { headers: { authorization: `Bearer ${clerkA}` } });
      expect(image.status).toBe(200);
      // Stored re-encoded: the same picture, not the uploaded bytes.
      expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
      expect((await fetch(`${app.url}${receipt.url}`, { headers: { authorization: `Bearer ${p.token}` } })).status).toBe(401);
    });

    it('stores a GIF/JS polyglot receipt re-encoded (no script left), refuses script behind GIF bytes, serves receipts inert', async () => {
      const p = await makePlayer();
      await takeNumber(p);
      const { body } = await validDeposit(p, `POLYGLOT${seq}`);
      const upload = async (files: Buffer[], headers: Record<string, string> = {}) => {
        const form = new FormData();
        for (const file of files) form.append('files', new Blob([new Uint8Array(file)], { type: 'image/gif' }), 'receipt.gif');
        const res = await fetch(`${app.url}/api/deposits/${body.id}/receipts`, {
          method: 'POST',
          headers: { authorization: `Bearer ${p.token}`, ...headers },
          body: form,
        });
        return { status: res.status, body: (await res.json()) as Json };
      };
      const unreadable = 'The image could not be read. Upload a valid PNG, JPEG, WebP or GIF file.';
      // One bad file refuses the whole upload: nothing is stored.
      expect(await upload([gifJsPolyglot(), gifMagicScript])).toEqual({ status: 400, body: { message: unreadable } });
      expect(await upload([gifMagicScript], { 'accept-language': 'bn' })).toEqual({
        status: 400,
        body: { message: 'ছবিটি পড়া যায়নি। একটি সঠিক PNG, JPEG, WebP বা GIF ফাইল আপলোড করুন।' },
      });
      const stored = await upload([gifJsPolyglot()]);
      expect(stored.status).toBe(201);
      expect(stored.body.receipts).toHaveLength(1);

      const queue = await call('GET', `/api/admin/payments/queue?kind=deposit&search=POLYGLOT${seq}`, clerkA);
      expect(queue.body.data[0].receipts).toHaveLength(1);
      const receipt = queue.body.data[0].receipts[0];
      expect(receipt.mime).toBe('image/gif');
      const served = await fetch(`${app.url}${receipt.url}`, { headers: { authorization: `Bearer ${clerkA}` } });
      expect(served.status).toBe(200);
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(bytes.toString('latin1')).not.toContain(polyglotScript);
      expect(bytes.toString('latin1')).not.toContain('/*');
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'gif' });
      expect(served.headers.get('content-type')).toBe('image/gif');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; img-src 'self'; sandbox");
      expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename="receipt-[0-9a-f-]{36}\.gif"$/);
      // What was recorded is the re-encoded file, not the upload.
      const { rows } = await sql.query<{ size_bytes: number }>(`SELECT size_bytes FROM deposit_receipts WHERE id = $1`, [receipt.id]);
      expect(rows[0]?.size_bytes).toBe(bytes.length);
    });
  });

  describe('finance approval', () => {
    it('two clerks approving at once credit once; the turnover ticket appears; the record shows success', async () => {
      const p = await makePlayer();
      await takeNumber(p, '2000');
      const { body } = await validDeposit(p, `TWOCLERKS${seq}`, '2000.00');
      const queue = await call('GET', '/api/admin/payments/queue', clerkA);
      expect(queue.body.data.map((i: { id: string }) => i.id)).toContain(body.id);
      const [a, b] = await Promise.all([
        call('POST', `/api/admin/payments/deposits/${body.id}/approve`, clerkA),
        call('POST', `/api/admin/payments/deposits/${body.id}/approve`, clerkB),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      await waitFor(async () => (await depositStatus(body.id)) === 'approved', 10_000);
      expect((await balances(p.id)).main).toBe(200000n);

      const turnover = await call('GET', `/api/turnovers?remote_id=${p.id}`, p.token);
      expect(turnover.body.turnover).toEqual([
        expect.objectContaining({
          status: 'active',
          required_turnover: '2000.00',
          remaining_turnover: '2000.00',
          transaction: expect.objectContaining({ name: 'Regular Deposit' }),
        }),
      ]);
      const records = await call('GET', `/api/transaction/show?remote_id=${p.id}`, p.token);
      expect(records.body.transactions[0]).toMatchObject({
        action: 'deposit',
        amount: '2000.00',
        key: '1',
        transaction_id: `TWOCLERKS${seq}`,
        payment_method: { name: 'bKash', type: 'Agent' },
      });

      // turnover blocks withdrawal until stakes meet it
      const check = await call('GET', `/api/userwithdrawcheck?remote_id=${p.id}`, p.token);
      expect(check).toEqual({
        status: 400,
        body: { success: false, error: withdrawalMessages.turnover, message: withdrawalMessages.turnover, reason: 'turnover' },
      });
      await commands.execute(
        new DebitStakeCommand({ playerId: p.id, provider: 'evo', transactionId: `s-${p.id}-1`, amount: 150000n }, system),
      );
      await commands.execute(
        new DebitStakeCommand({ playerId: p.id, provider: 'evo', transactionId: `s-${p.id}-2`, amount: 50000n }, system),
      );
      const after = await call('GET', `/api/turnovers`, p.token);
      expect(after.body.turnover[0]).toMatchObject({ status: 'complete', remaining_turnover: '0.00' });
      expect((await call('GET', '/api/userwithdrawcheck', p.token)).body).toEqual({ success: true, message: withdrawalMessages.eligible });
    });

    it('the player sees the status change live, and finance sees the queue change', async () => {
      const p = await makePlayer();
      await takeNumber(p);
      const { body } = await validDeposit(p, `LIVEPUSH${seq}`);
      const connect = (namespace: string, token: string) =>
        new Promise<Socket>((resolve, reject) => {
          const socket = io(`${app.url}${namespace}`, { transports: ['websocket'], auth: { token }, reconnection: false });
          socket.once('connect', () => resolve(socket));
          socket.once('connect_error', reject);
        });
      const player = await connect('/player', p.token);
      const staff = await connect('/staff', clerkA);
      try {
        await joinedRoom(app.app.get(PlayerGateway).namespace!, Rooms.player(p.id), [player.id]);
        await joinedRoom(app.app.get(StaffGateway).namespace!, Rooms.staffPayments, [staff.id]);
        const approved = new Promise<Json>((resolve) => player.on('payment', (push: Json) => push.status === 'approved' && resolve(push)));
        const queued = new Promise<Json>((resolve) =>
          staff.on('payments:queue', (push: Json) => push.id === body.id && push.status !== 'pending' && resolve(push)),
        );
        await call('POST', `/api/admin/payments/deposits/${body.id}/approve`, clerkA);
        expect(await approved).toMatchObject({ kind: 'deposit', id: body.id, key: '1', amount: '1000.00' });
        expect(await queued).toMatchObject({ kind: 'deposit', id: body.id, pending_count: expect.any(Number) });
      } finally {
        player.close();
        staff.close();
      }
    });

    it('a promotion deposit grants the bonus and requires (deposit + bonus) x the multiplier', async () => {
      const { rows } = await sql.query<{ id: number }>(
        `INSERT INTO promotions (name, start_date, end_date, status, deposit_bonus_percent, max_bonus_minor, turnover_multiplier, bonus_target)
         VALUES ('Welcome 50%', current_date - 1, current_date + 30, 'active', 50, 1000000, 3, 'bonus') RETURNING id`,
      );
      const p = await makePlayer();
      await takeNumber(p);
      const { status, body } = await validDeposit(p, `PROMOTION${seq}`, '1000.00', { promotion_id: rows[0]!.id });
      expect({ status, message: body.message }).toEqual({ status: 200, message: depositMessages.submitted });
      expect((await call('POST', `/api/admin/payments/deposits/${body.id}/approve`, clerkA)).status).toBe(200);
      await waitFor(async () => (await depositStatus(body.id)) === 'approved', 10_000);
      expect(await balances(p.id)).toMatchObject({ main: 100000n, bonus: 50000n });
      const turnover = await call('GET', '/api/turnovers', p.token);
      expect(turnover.body.turnover[0]).toMatchObject({
        required_turnover: '4500.00',
        transaction: expect.objectContaining({ name: 'Welcome 50%' }),
      });
      const records = await call('GET', '/api/transaction/show', p.token);
      expect(records.body.transactions.map((t: { action: string }) => t.action).sort()).toEqual(['bonus', 'deposit']);
    });

    it('the bonus is capped at the promotion maximum (15,000 under "100% up to 10,000" earns 10,000); below its minimum deposit is refused', async () => {
      const { rows } = await sql.query<{ id: number }>(
        `INSERT INTO promotions (name, start_date, end_date, status, deposit_bonus_percent, max_bonus_minor, min_deposit_minor,
                                 turnover_multiplier, bonus_target)
         VALUES ('Capped 100%', current_date - 1, current_date + 30, 'active', 100, 1000000, 50000, 1, 'bonus') RETURNING id`,
      );
      const promotionId = rows[0]!.id;
      const small = await makePlayer();
      await takeNumber(small, '400');
      const refusedSmall = await validDeposit(small, `CAPSMALL${seq}`, '400.00', { promotion_id: promotionId });
      expect({ status: refusedSmall.status, message: refusedSmall.body.message }).toEqual({
        status: 400,
        message: depositMessages.promotionMinimum,
      });

      const p = await makePlayer();
      await takeNumber(p, '15000');
      const { status, body } = await validDeposit(p, `CAPPED${seq}`, '15000.00', { promotion_id: promotionId });
      expect(status).toBe(200);
      // a later change of the promotion does not change the terms this deposit was made under
      await sql.query(`UPDATE promotions SET max_bonus_minor = 4000000, deposit_bonus_percent = 200 WHERE id = $1`, [promotionId]);
      expect((await call('POST', `/api/admin/payments/deposits/${body.id}/approve`, clerkA)).status).toBe(200);
      expect((await call('POST', `/api/admin/payments/deposits/${body.id}/confirm`, clerkB)).status).toBe(200); // above the checker threshold
      await waitFor(async () => (await depositStatus(body.id)) === 'approved', 10_000);
      expect(await balances(p.id)).toMatchObject({ main: 1500000n, bonus: 1000000n });
      const recorded = await sql.query<{ bonus_minor: string }>(`SELECT bonus_minor FROM deposit_requests WHERE id = $1`, [body.id]);
      expect(recorded.rows[0]!.bonus_minor).toBe('1000000');
    });

    it('reject: nothing credited and the player sees the reason', async () => {
      const p = await makePlayer();
      await takeNumber(p);
      const { body } = await validDeposit(p, `REJECTED${seq}`);
      expect((await call('POST', `/api/admin/payments/deposits/${body.id}/reject`, clerkA, {})).status).toBe(400);
      const rejected = await call('POST', `/api/admin/payments/deposits/${body.id}/reject`, clerkA, {
        reason: 'No such transaction at bKash.',
      });
      expect(rejected.body.status).toBe('rejected');
      expect((await call('POST', `/api/admin/payments/deposits/${body.id}/approve`, clerkB)).status).toBe(409);
      expect((await balances(p.id)).main).toBe(0n);
      const records = await call('GET', '/api/transaction/show', p.token);
      expect(records.body.transactions[0]).toMatchObject({ key: '2', reason: 'No such transaction at bKash.' });
    });

    it('maker-checker: at or above the threshold a second, different finance user confirms', async () => {
      const p = await makePlayer();
      await takeNumber(p, '10000');
      const { body } = await validDeposit(p, `CHECKER${seq}`, '10000.00');
      const first = await call('POST', `/api/admin/payments/deposits/${body.id}/approve`, clerkA);
      expect(first.body).toMatchObject({ status: 'pending', needs_second_approval: true });
      expect((await call('POST', `/api/admin/payments/deposits/${body.id}/confirm`, clerkA)).status).toBe(409);
      expect(await depositStatus(body.id)).toBe('pending');
      expect((await call('POST', `/api/admin/payments/deposits/${body.id}/confirm`, clerkB)).body.status).toBe('approving');
      await waitFor(async () => (await depositStatus(body.id)) === 'approved', 10_000);
      expect((await balances(p.id)).main).toBe(1000000n);
    });

    it('the settlement reactor, delivered again after a crash between the ledger append and its commit, credits once', async () => {
      const p = await makePlayer();
      await takeNumber(p);
      const { body } = await validDeposit(p, `CRASHED${seq}`, '1500.00');
      const deposits = app.app.get(DepositsRepository);
      // approved without its event (so the relay stays out of it), and the credit appended: the "crash" came before the commit
      expect(await deposits.startSettling(body.id, null)).toBe(true);
      await commands.execute(new CreditDepositCommand({ playerId: p.id, depositId: body.id, channel: 'bkash', amount: 150000n }, system));
      const reactor = app.app.get(SettleDepositReactor);
      const event = {
        id: randomUUID(),
        type: 'turnover.requirement-registered',
        source: 'outbox',
        streamId: `deposit-${body.id}`,
        data: { depositId: body.id, playerId: p.id, requiredMinor: '150000' },
        meta: {},
        occurredAt: new Date(),
        position: 1n,
      } as DeliveredEvent<'turnover.requirement-registered'>;
      const contextOn = (db: pg.PoolClient): ReactorContext => ({
        reactor: 'payments.settle-deposit',
        attempt: 1,
        db,
        idempotencyKey: () => `payments.settle-deposit.${event.id}`,
        causedBy: () => ({ causationId: event.id }),
      });
      // a delivery whose round died before committing: everything it wrote through context.db is gone
      await expect(
        inTransaction(sql, async (tx) => {
          await reactor.settle(event, contextOn(tx));
          throw new Error('killed');
        }),
      ).rejects.toThrow('killed');
      expect(await depositStatus(body.id)).toBe('approving');
      // delivered again, twice (a second worker): one settles, the other finds it settled
      await Promise.all([
        inTransaction(sql, (tx) => reactor.settle(event, contextOn(tx))),
        inTransaction(sql, (tx) => reactor.settle(event, contextOn(tx))),
      ]);
      expect(await depositStatus(body.id)).toBe('approved');
      expect((await balances(p.id)).main).toBe(150000n);
      const settled = await sql.query(`SELECT 1 FROM outbox_events WHERE type = 'payments.deposit-settled' AND stream_id = $1`, [
        `deposit-${body.id}`,
      ]);
      expect(settled.rowCount).toBe(1);
    });

    it('approval commits its status, audit row and event together: a failure mid-way leaves none of them', async () => {
      const p = await makePlayer();
      await takeNumber(p);
      const { body } = await validDeposit(p, `ATOMIC${seq}`, '1200.00');
      const outbox = app.app.get(EventOutbox);
      const append = outbox.append.bind(outbox);
      // the event append fails (as a dropped connection would): status and audit must roll back with it
      outbox.append = async () => {
        throw new Error('connection terminated');
      };
      try {
        expect((await call('POST', `/api/admin/payments/deposits/${body.id}/approve`, clerkA)).status).toBe(500);
      } finally {
        outbox.append = append;
      }
      expect(await depositStatus(body.id)).toBe('pending');
      const audits = await sql.query(`SELECT 1 FROM staff_audit_log WHERE target_id = $1`, [body.id]);
      expect(audits.rowCount).toBe(0);
      const written = await sql.query<{ type: string }>(`SELECT type FROM outbox_events WHERE stream_id = $1`, [`deposit-${body.id}`]);
      expect(written.rows.map((r) => r.type)).toEqual(['payments.deposit-requested']); // the request's own, nothing of the approval
      // the retry works, and settles once
      expect((await call('POST', `/api/admin/payments/deposits/${body.id}/approve`, clerkA)).body.status).toBe('approving');
      await waitFor(async () => (await depositStatus(body.id)) === 'approved', 10_000);
      expect((await balances(p.id)).main).toBe(120000n);
      const events = await sql.query<{ type: string }>(`SELECT type FROM outbox_events WHERE stream_id = $1 ORDER BY position`, [
        `deposit-${body.id}`,
      ]);
      expect(events.rows.map((r) => r.type)).toEqual([
        'payments.deposit-requested',
        'payments.deposit-approved',
        'turnover.requirement-registered',
        'payments.deposit-settled',
      ]);
    });

    it('the finance queue shows a deposit still settling (approving), with its state, until it is settled', async () => {
      const p = await makePlayer();
      await takeNumber(p);
      const { body } = await validDeposit(p, `SETTLING${seq}`, '1100.00');
      const paused = await pauseReactor(db.url, 'payments.settle-deposit');
      try {
        expect((await call('POST', `/api/admin/payments/deposits/${body.id}/approve`, clerkA)).body.status).toBe('approving');
        const queue = await call('GET', `/api/admin/payments/queue?kind=deposit&search=${body.id}`, clerkA);
        expect(queue.body.data).toEqual([expect.objectContaining({ id: body.id, status: 'approving' })]);
      } finally {
        await paused.resume();
      }
      await waitFor(async () => (await depositStatus(body.id)) === 'approved', 10_000);
      const after = await call('GET', `/api/admin/payments/queue?kind=deposit&search=${body.id}`, clerkA);
      expect(after.body.data).toEqual([]);
    });
  });

  describe('withdrawal', () => {
    const fund = (p: Player, minor: bigint) =>
      commands.execute(
        new GrantBonusCommand({ playerId: p.id, grantId: `fund-${p.id}`, amount: minor, to: 'main', reason: 'test funds' }, system),
      );

    it('checks in the spec order with the spec messages', async () => {
      const unverified = await makePlayer({ verified: false });
      expect((await withdraw(unverified, {})).body.message).toBe(withdrawalMessages.phoneNotVerified);
      const p = await makePlayer();
      await fund(p, 300000n);
      expect((await withdraw(p, { account_number: p.phone, payment_id: bkashAgentId })).body.message).toBe(
        withdrawalMessages.amountRequired,
      );
      expect((await withdraw(p, { amount: '1000', payment_id: bkashAgentId })).body.message).toBe(withdrawalMessages.accountNumberRequired);
      expect((await withdraw(p, { amount: '1000', account_number: p.phone, payment_id: 99999 })).body.message).toBe(
        withdrawalMessages.method,
      );
      expect((await withdraw(p, { amount: '499.99', account_number: p.phone, payment_id: bkashAgentId })).body.message).toBe(
        withdrawalMessages.amountRange,
      );
      expect((await withdraw(p, { amount: '5000', account_number: p.phone, payment_id: bkashAgentId })).body.message).toBe(
        withdrawalMessages.insufficient,
      );
      expect((await withdraw(p, { amount: '1000', account_number: '01799999999', payment_id: bkashAgentId })).body.message).toBe(
        withdrawalMessages.accountNotRegistered,
      );
      const ok = await withdraw(p, { amount: '1000', account_number: p.phone, payment_id: bkashAgentId, provider: 'bKash' });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ success: true, message: withdrawalMessages.submitted });
      expect(await balances(p.id)).toMatchObject({ main: 200000n, held: 100000n });
      const again = await withdraw(p, {});
      expect(again).toEqual({
        status: 409,
        body: { success: false, error: withdrawalMessages.pending, message: withdrawalMessages.pending },
      });
      expect((await call('GET', '/api/userwithdrawcheck', p.token)).body).toMatchObject({
        error: withdrawalMessages.pending,
        reason: 'pending',
      });

      const noBirthDate = await makePlayer({ dofb: null });
      expect((await call('GET', `/api/userwithdrawcheck?remote_id=${noBirthDate.id}`, noBirthDate.token)).body.error).toMatch(
        /Date of Birth/,
      );
      const minor = await makePlayer({ dofb: '2015-01-01' });
      expect((await call('GET', '/api/userwithdrawcheck', minor.token)).body.error).toBe(withdrawalMessages.underAge);
      expect((await call('GET', `/api/userwithdrawcheck?remote_id=${noBirthDate.id}`, p.token)).status).toBe(403);
    });

    it('withdrawal_status 0 (staff turned withdrawals off) refuses the check and the request, at once', async () => {
      const p = await makePlayer();
      await fund(p, 100000n);
      const setWithdrawals = (status: number) =>
        sql.query(
          `INSERT INTO site_settings (key, value) VALUES ('general', jsonb_build_object('withdrawal_status', $1::int))
           ON CONFLICT (key) DO UPDATE SET value = site_settings.value || jsonb_build_object('withdrawal_status', $1::int)`,
          [status],
        );
      await setWithdrawals(0);
      try {
        expect((await call('GET', '/api/userwithdrawcheck', p.token)).body.error).toBe(withdrawalMessages.withdrawalsOff);
        const refused = await withdraw(p, { amount: '600', account_number: p.phone, payment_id: bkashAgentId, provider: 'bKash' });
        expect(refused.body.message).toBe(withdrawalMessages.withdrawalsOff);
        expect(await balances(p.id)).toMatchObject({ main: 100000n, held: 0n });
      } finally {
        await setWithdrawals(1);
      }
      expect((await call('GET', '/api/userwithdrawcheck', p.token)).body).toEqual({ success: true, message: withdrawalMessages.eligible });
    });

    it('a deposit whose turnover ticket is not projected yet still blocks withdrawals', async () => {
      const p = await makePlayer();
      await fund(p, 100000n);
      // the settlement job registers the requirement before crediting; the ticket follows via the projection
      await sql.query(`INSERT INTO turnover_requirements (deposit_id, player_id, required_minor) VALUES ($1, $2, 100000)`, [
        `lagging-${p.id}`,
        p.id,
      ]);
      const check = await call('GET', '/api/userwithdrawcheck', p.token);
      expect(check.status).toBe(400);
      expect(check.body.error).toBe(withdrawalMessages.turnover);
    });

    it('a request left holding by a crash (row and event committed, no hold yet) is finished by the reactor, holding once', async () => {
      const p = await makePlayer();
      await fund(p, 100000n);
      const id = await inTransaction(sql, async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          `INSERT INTO withdrawal_requests (player_id, player_username, provider, account_number, amount_minor)
           VALUES ($1, 'x', 'bKash', $2, 60000) RETURNING id`,
          [p.id, p.phone],
        );
        const withdrawalId = rows[0]!.id;
        await app.app.get(EventOutbox).append(tx, [
          {
            type: 'payments.withdrawal-requested',
            streamId: `withdrawal-${withdrawalId}`,
            data: { withdrawalId, playerId: p.id, amountMinor: '60000' },
          },
        ]);
        return withdrawalId;
      });
      await waitFor(
        async () => (await sql.query(`SELECT status FROM withdrawal_requests WHERE id = $1`, [id])).rows[0].status === 'pending',
      );
      expect(await balances(p.id)).toMatchObject({ main: 40000n, held: 60000n });
      expect((await call('GET', '/api/userwithdrawcheck', p.token)).body).toMatchObject({
        error: withdrawalMessages.pending,
        reason: 'pending',
      });
    });

    it('ten parallel requests never hold more than the balance', async () => {
      const p = await makePlayer();
      await fund(p, 100000n);
      const results = await Promise.all(
        Array.from({ length: 10 }, () => withdraw(p, { amount: '600', account_number: p.phone, payment_id: bkashAgentId })),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      expect(await balances(p.id)).toMatchObject({ main: 40000n, held: 60000n });
    });

    it("a withdrawal whose hold has not finished answers finance 409 'still being set up' (not 404), in English and Bangla", async () => {
      const p = await makePlayer();
      await fund(p, 100000n);
      // the hold reactor stalled, so the row stays as set below until the test is over
      const paused = await pauseReactor(db.url, 'payments.hold-withdrawal');
      const request = await withdraw(p, { amount: '600', account_number: p.phone, payment_id: bkashAgentId });
      // as if its request died between the row and the hold (the hold reactor finishes it a moment later)
      await sql.query(`UPDATE withdrawal_requests SET status = 'holding' WHERE id = $1`, [request.body.id]);
      const early = await call('POST', `/api/admin/payments/withdrawals/${request.body.id}/approve`, clerkA, {
        payout_reference: 'BK-EARLY',
      });
      expect(early).toEqual({ status: 409, body: expect.objectContaining({ message: reviewMessages.withdrawalStillHolding }) });
      const bangla = await call(
        'POST',
        `/api/admin/payments/withdrawals/${request.body.id}/reject`,
        clerkA,
        { reason: 'x' },
        { 'accept-language': 'bn' },
      );
      expect(bangla).toEqual({
        status: 409,
        body: expect.objectContaining({ message: 'এই উইথড্রটি এখনও প্রস্তুত হচ্ছে। একটু পরে আবার চেষ্টা করুন।' }),
      });
      await sql.query(`UPDATE withdrawal_requests SET status = 'pending' WHERE id = $1`, [request.body.id]);
      await paused.resume();
      const released = await call('POST', `/api/admin/payments/withdrawals/${request.body.id}/reject`, clerkA, { reason: 'Test over.' });
      expect(released.body.status).toBe('rejected');
    });

    it('finance approves with a payout reference (held leaves) or rejects (held returns); the record shows both', async () => {
      const p = await makePlayer();
      await fund(p, 200000n);
      const first = await withdraw(p, { amount: '700', account_number: p.phone, payment_id: bkashAgentId });
      const queue = await call('GET', '/api/admin/payments/queue?kind=withdrawal', clerkA);
      expect(queue.body.data.map((i: { id: string }) => i.id)).toContain(first.body.id);
      expect((await call('POST', `/api/admin/payments/withdrawals/${first.body.id}/approve`, clerkA, {})).status).toBe(400);
      const paid = await call('POST', `/api/admin/payments/withdrawals/${first.body.id}/approve`, clerkA, { payout_reference: 'BK-PAY-1' });
      expect(paid.body.status).toBe('approved');
      await waitFor(async () => (await balances(p.id)).held === 0n);
      expect(await balances(p.id)).toMatchObject({ main: 130000n, held: 0n });

      const second = await withdraw(p, { amount: '500', account_number: p.phone, payment_id: bkashAgentId });
      const rejected = await call('POST', `/api/admin/payments/withdrawals/${second.body.id}/reject`, clerkB, {
        reason: 'Number does not match.',
      });
      expect(rejected.body.status).toBe('rejected');
      expect(
        (await call('POST', `/api/admin/payments/withdrawals/${second.body.id}/approve`, clerkA, { payout_reference: 'X' })).status,
      ).toBe(409);
      await waitFor(async () => (await balances(p.id)).held === 0n);
      expect(await balances(p.id)).toMatchObject({ main: 130000n, held: 0n });
      const records = await call('GET', '/api/transaction/show', p.token);
      expect(
        records.body.transactions
          .filter((t: { action: string }) => t.action === 'withdraw')
          .map((t: { key: string }) => t.key)
          .sort(),
      ).toEqual(['1', '2']);
    });
  });

  it('staff routes need the finance permission', async () => {
    const p = await makePlayer();
    expect((await call('GET', '/api/admin/payments/queue', p.token)).status).toBe(401);
    const { rows } = await sql.query<{ id: string }>(
      `INSERT INTO staff_users (username, display_name, password_hash, roles) VALUES ($1, 'c', 'x', ARRAY['content']) RETURNING id::text`,
      [`content-${prefix.slice(-5)}`],
    );
    const content = (await sessions.issue('staff', rows[0]!.id)).token;
    expect((await call('GET', '/api/admin/payments/queue', content)).status).toBe(403);
  });

  describe('e-wallet gateway', () => {
    const start = async (p: Player, amount = '1200') => {
      const res = await call('POST', '/api/ewa/request', p.token, { amount, type: 'bKash', provider: 'bKash', promotion: '' });
      expect(res.status).toBe(200);
      return res.body as { url: string; transaction: string; timer: number };
    };
    const postCallback = (body: unknown, signature: string) =>
      fetch(`${app.url}/api/ewa/callback`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-gateway-signature': signature },
        body: JSON.stringify(body),
      });

    it('a paid payment is credited exactly once; replayed and forged callbacks credit nothing', async () => {
      const p = await makePlayer();
      const payment = await start(p);
      expect(payment).toMatchObject({ amount: '1200.00', timer: 10 });
      expect((await fetch(payment.url)).status).toBe(200); // the simulator's payment page
      expect(await deposit(p, {})).toEqual({ status: 409, body: { message: depositMessages.pending } });

      expect(await gateway.complete(payment.transaction, 'paid')).toBe(200);
      const sent = gateway.lastCallback()!;
      await waitFor(async () => (await balances(p.id)).main === 120000n, 10_000);

      expect((await postCallback(sent.body, sent.signature)).status).toBe(409); // replay
      const renonced = { ...sent.body, nonce: 'fresh-nonce-1' };
      expect((await postCallback(renonced, sent.signature)).status).toBe(403); // signature no longer matches
      const forgedAmount = { ...sent.body, nonce: 'fresh-nonce-2', amount: '25000.00' };
      expect((await postCallback(forgedAmount, signCallback(forgedAmount, 'wrong-secret-wrong-secret'))).status).toBe(403);
      // even a correctly signed second "paid" for the same transaction finds the one deposit
      const again = { ...sent.body, nonce: 'fresh-nonce-3' };
      expect((await postCallback(again, signCallback(again, gatewaySecret))).status).toBe(200);
      // the repeat committed before it answered: had it appended a second approval, it would be in the outbox now
      const { rows } = await sql.query(
        `SELECT count(DISTINCT d.id)::int AS deposits, count(o.id)::int AS approvals
           FROM deposit_requests d LEFT JOIN outbox_events o ON o.type = 'payments.deposit-approved' AND o.data->>'depositId' = d.id::text
          WHERE d.transaction_id = $1`,
        [payment.transaction],
      );
      expect(rows[0]).toEqual({ deposits: 1, approvals: 1 });
      expect((await balances(p.id)).main).toBe(120000n);
      expect(
        (await call('POST', '/api/ewa/confirm', p.token, { trx_id: payment.transaction, trxid: payment.transaction, number: '' })).body,
      ).toMatchObject({
        success: true,
        status: 'paid',
      });
    });

    it('confirm says credited only once the settlement job has credited the deposit, not when the callback lands', async () => {
      const p = await makePlayer();
      const payment = await start(p, '700');
      const confirm = async () =>
        (await call('POST', '/api/ewa/confirm', p.token, { trx_id: payment.transaction, trxid: payment.transaction, number: '' })).body;
      expect(await confirm()).toEqual({
        success: true,
        status: 'created',
        amount: '700.00',
        message: 'Waiting for the payment.',
        credited: false,
      });

      // A backed-up worker: the signed callback is taken and the deposit made, but settlement has not run yet.
      const paused = await pauseReactor(db.url, 'payments.settle-deposit');
      try {
        expect(await gateway.complete(payment.transaction, 'paid')).toBe(200);
        const { rows } = await sql.query<{ id: string }>(`SELECT id FROM deposit_requests WHERE transaction_id = $1`, [
          payment.transaction,
        ]);
        const depositId = rows[0]!.id;
        expect(await depositStatus(depositId)).toBe('approving');
        expect((await balances(p.id)).main).toBe(0n);
        expect(await confirm()).toEqual({ success: true, status: 'paid', amount: '700.00', message: 'Payment received.', credited: false });
      } finally {
        await paused.resume();
      }

      // The reactor runs: ledger credit, then approving -> approved; from then on confirm says credited.
      await waitFor(async () => (await confirm()).credited === true, 10_000);
      expect(await confirm()).toEqual({ success: true, status: 'paid', amount: '700.00', message: 'Payment received.', credited: true });
      expect((await balances(p.id)).main).toBe(70000n);
    });

    it('a callback that failed part-way leaves its nonce unspent: the gateway resends the same one and it is credited once', async () => {
      const p = await makePlayer();
      const payment = await start(p, '900');
      const outbox = app.app.get(EventOutbox);
      const append = outbox.append.bind(outbox);
      outbox.append = async () => {
        throw new Error('connection terminated');
      };
      try {
        expect(await gateway.complete(payment.transaction, 'paid')).toBe(500);
      } finally {
        outbox.append = append;
      }
      const sent = gateway.lastCallback()!;
      // nothing of the failed attempt stayed: no deposit, the payment still open
      expect((await sql.query(`SELECT 1 FROM deposit_requests WHERE transaction_id = $1`, [payment.transaction])).rowCount).toBe(0);
      expect((await call('POST', '/api/ewa/confirm', p.token, { trx_id: payment.transaction })).body.status).toBe('created');
      // the very same callback (same nonce, same signature) again: accepted, not a replay
      expect((await postCallback(sent.body, sent.signature)).status).toBe(200);
      await waitFor(async () => (await balances(p.id)).main === 90000n, 10_000);
      // now it is spent
      expect((await postCallback(sent.body, sent.signature)).status).toBe(409);
      await waitFor(async () => (await call('POST', '/api/ewa/confirm', p.token, { trx_id: payment.transaction })).body.credited === true);
      expect((await balances(p.id)).main).toBe(90000n);
    });

    it('a failed payment credits nothing', async () => {
      const p = await makePlayer();
      const payment = await start(p, '500');
      expect(await gateway.complete(payment.transaction, 'failed')).toBe(200);
      expect((await call('POST', '/api/ewa/confirm', p.token, { trx_id: payment.transaction })).body).toMatchObject({
        status: 'failed',
        credited: false,
      });
      expect((await balances(p.id)).main).toBe(0n);
    });
  });
});
