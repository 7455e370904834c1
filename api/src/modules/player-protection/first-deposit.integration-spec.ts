import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
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
import { waitFor } from '../../../test/ledger/ledger-harness.js';
import { Clock } from '../../platform/clock/clock.js';
import { VetoPoint } from '../../platform/events/index.js';
import { SessionStore } from '../auth/index.js';
import {
  CreditDepositCommand,
  CreditWinCommand,
  DebitStakeCommand,
  GrantBonusCommand,
  HoldForWithdrawalCommand,
  OpenWalletCommand,
  PayOutHeldCommand,
  ReleaseExposureCommand,
  ReleaseHoldCommand,
  ReserveExposureCommand,
  RollBackStakeCommand,
  SettleExposureCommand,
} from '../wallet/index.js';
// the payments test's own fixtures (demo methods, the gateway simulator), as payments.integration-spec.ts uses them
import { startEwalletSimulator, type EwalletSimulator } from '../payments/ewallet/simulator/ewallet-simulator.js';
import { DemoPaymentMethodsSeed } from '../payments/seed/demo-payment-methods.seed.js';
import { CatalogueRepository } from '../games/persistence/catalogue.repository.js';

jest.setTimeout(hangBound(60_000));

const gatewaySecret = 'test-gateway-secret-first-deposit';
const system = { actor: { kind: 'system', id: 'first-deposit-test' } } as const;
const day = 24 * 3_600_000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads JSON bodies loosely, field by field
type Json = Record<string, any>;

interface Player {
  id: string;
  token: string;
  phone: string;
}

/**
 * Issue 16, the first deposit: the birth date (18+) before any deposit, on every deposit path (manual,
 * e-wallet) through the `payments.deposit-request` veto point; the offer to set a deposit limit, whose
 * skip is remembered on the server; net deposits and net position for 30 days, 6 and 12 months, from the
 * ledger, with the app's Clock moved (the ledger's own times stay real).
 */
describe('player protection: the first deposit and net positions', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let app: TestApp;
  let gateway: EwalletSimulator;
  let sql: pg.Pool;
  let commands: CommandBus;
  let sessions: SessionStore;
  let bkashAgentId: number;
  let seq = 0;
  let offsetMs = 0;

  const call = async (method: string, path: string, token?: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${app.url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Json };
  };

  const makePlayer = async (dofb: string | null = '1990-01-01'): Promise<Player> => {
    seq += 1;
    const phone = `0183${String(4000000 + seq * 7919).padStart(7, '0')}`;
    const { rows } = await sql.query<{ id: string }>(
      `INSERT INTO players (username, password_hash, email, phone, currency, referral_code, phone_verified_at, dofb)
       VALUES ($1, 'x', $2, $3, 'BDT', $4, now(), $5) RETURNING id::text`,
      [`firstdep${seq}${prefix.slice(-4)}`, `firstdep${seq}@example.test`, phone, `FD${prefix.slice(-6)}${seq}`.toUpperCase(), dofb],
    );
    const id = rows[0]!.id;
    await commands.execute(new OpenWalletCommand({ playerId: id, currency: 'BDT' }, system));
    return { id, phone, token: (await sessions.issue('player', id)).token };
  };

  const deposit = async (p: Player, amount: string, headers: Record<string, string> = {}) => {
    await call('GET', `/api/get-wallet-number?name=bKash&account_type=Agent&amount=${amount}`, p.token);
    return call(
      'POST',
      '/api/submit-deposit',
      p.token,
      { account_number: p.phone, transaction_id: `FD${randomUUID().slice(0, 10)}`, amount, payment_id: bkashAgentId, promotion_id: 0 },
      headers,
    );
  };
  const ewallet = (p: Player, amount: string, headers: Record<string, string> = {}) =>
    call('POST', '/api/ewa/request', p.token, { amount, type: 'bKash', provider: 'bKash', promotion: '' }, headers);
  const written = async (p: Player) => ({
    deposits: (await sql.query(`SELECT 1 FROM deposit_requests WHERE player_id = $1`, [p.id])).rowCount,
    ewallet: (await sql.query(`SELECT 1 FROM ewallet_payments WHERE player_id = $1`, [p.id])).rowCount,
  });
  const prompt = (p: Player) => call('GET', '/api/responsible-gaming/first-deposit-prompt', p.token);

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
    jest.spyOn(app.app.get(Clock), 'now').mockImplementation(() => new Date(Date.now() + offsetMs));
    await app.app.get(DemoPaymentMethodsSeed).seed();
    bkashAgentId = (await sql.query<{ id: number }>(`SELECT id FROM payment_methods WHERE name = 'bKash' AND account_type = 'Agent'`))
      .rows[0]!.id;
  }, hangBound(90_000));

  beforeEach(() => {
    offsetMs = 0;
  });

  afterAll(async () => {
    await sql?.end();
    await app?.close();
    await gateway?.close();
    await clearRedisPrefix(prefix);
  });

  describe('birth date before the first deposit', () => {
    it('is a veto on the deposit-request point', () => {
      expect(app.app.get(VetoPoint).namesFor('payments.deposit-request')).toContain('players.birth-date-before-deposit');
    });

    it('without a birth date, a manual and an e-wallet deposit are refused (English and Bangla) and nothing is written', async () => {
      const p = await makePlayer(null);
      const en = { status: 403, body: { message: 'Please enter your birth date before you deposit. You must be at least 18 years old.' } };
      const bn = { status: 403, body: { message: 'ডিপোজিট করার আগে অনুগ্রহ করে আপনার জন্মতারিখ দিন। আপনার বয়স কমপক্ষে ১৮ বছর হতে হবে।' } };
      expect(await deposit(p, '1000')).toEqual(en);
      expect(await deposit(p, '1000', { 'accept-language': 'bn' })).toEqual(bn);
      expect(await ewallet(p, '1000')).toEqual(en);
      expect(await ewallet(p, '1000', { 'accept-language': 'bn-BD,bn;q=0.9' })).toEqual(bn);
      expect(await written(p)).toEqual({ deposits: 0, ewallet: 0 });

      // an under-18 date is never saved, and the deposit stays refused
      const minor = await call('POST', '/api/user/profile/update', p.token, { remote_id: p.id, dofb: '2015-01-01' });
      expect(minor.status).toBe(400);
      expect(await deposit(p, '1000')).toEqual(en);

      // saved through the profile route, the same deposit goes through (one open deposit at a time: the
      // e-wallet path is tried by a second player)
      const q = await makePlayer(null);
      expect(await ewallet(q, '700')).toEqual(en);
      for (const player of [p, q]) {
        expect(await call('POST', '/api/user/profile/update', player.token, { remote_id: player.id, dofb: '1995-03-04' })).toMatchObject({
          status: 200,
          body: { dofb: '1995-03-04' },
        });
      }
      expect((await deposit(p, '1000')).status).toBe(200);
      expect((await ewallet(q, '700')).status).toBe(200);
      expect(await written(p)).toEqual({ deposits: 1, ewallet: 0 });
      expect(await written(q)).toEqual({ deposits: 0, ewallet: 1 });
    });

    it('a birth date that makes the player a minor today (saved before the rule) is refused too', async () => {
      const p = await makePlayer('2014-06-01');
      expect(await deposit(p, '1000')).toEqual({ status: 403, body: { message: 'You must be at least 18 years old.' } });
      expect(await written(p)).toEqual({ deposits: 0, ewallet: 0 });
    });
  });

  describe('the offer to set a deposit limit at the first deposit', () => {
    it('is shown to a new player; skipping is remembered on the server and answered the same on a repeat', async () => {
      const p = await makePlayer();
      expect(await prompt(p)).toEqual({ status: 200, body: { show: true, skipped_at: null } });
      offsetMs = 5_000;
      const skipped = await call('POST', '/api/responsible-gaming/first-deposit-prompt/skip', p.token);
      expect(skipped.status).toBe(200);
      expect(skipped.body.show).toBe(false);
      const at = skipped.body.skipped_at as string;
      expect(Math.abs(new Date(at).getTime() - (Date.now() + offsetMs))).toBeLessThan(60_000);
      expect(await prompt(p)).toEqual({ status: 200, body: { show: false, skipped_at: at } });
      // a second skip keeps the first time
      offsetMs = 3 * day;
      expect(await call('POST', '/api/responsible-gaming/first-deposit-prompt/skip', p.token)).toEqual({
        status: 200,
        body: { show: false, skipped_at: at },
      });
      expect((await sql.query(`SELECT skipped_at FROM deposit_limit_prompts WHERE player_id = $1`, [p.id])).rows).toEqual([
        { skipped_at: new Date(at) },
      ]);
      // another player's offer is their own
      expect((await prompt(await makePlayer())).body).toEqual({ show: true, skipped_at: null });
      expect((await call('GET', '/api/responsible-gaming/first-deposit-prompt')).status).toBe(401);
      expect((await call('POST', '/api/responsible-gaming/first-deposit-prompt/skip')).status).toBe(401);
    });

    it("a skip that waits on another skip in flight answers that one's time, never a 5xx", async () => {
      const p = await makePlayer();
      // another skip of this player, caught between its insert and its commit
      const other = await sql.connect();
      try {
        await other.query('BEGIN');
        const { rows } = await other.query<{ skipped_at: Date }>(
          `INSERT INTO deposit_limit_prompts (player_id, skipped_at) VALUES ($1, now() - interval '1 hour') RETURNING skipped_at`,
          [p.id],
        );
        const waiting = call('POST', '/api/responsible-gaming/first-deposit-prompt/skip', p.token);
        // the request's insert is waiting for ours: then we commit
        await waitFor(async () => {
          const { rows: blocked } = await sql.query(
            `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%deposit_limit_prompts%'`,
          );
          return blocked.length > 0;
        }, hangBound(5_000));
        await other.query('COMMIT');
        expect(await waiting).toEqual({ status: 200, body: { show: false, skipped_at: rows[0]!.skipped_at.toISOString() } });
      } finally {
        other.release();
      }
    });

    it('skips sent at once all answer the one remembered time (never a 5xx)', async () => {
      const p = await makePlayer();
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => call('POST', '/api/responsible-gaming/first-deposit-prompt/skip', p.token)),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
      expect(new Set(answers.map((a) => a.body.skipped_at)).size).toBe(1);
      expect((await sql.query(`SELECT 1 FROM deposit_limit_prompts WHERE player_id = $1`, [p.id])).rowCount).toBe(1);
    });

    it('is not shown once the player has a deposit limit, or has deposited', async () => {
      const withLimit = await makePlayer();
      expect((await call('PUT', '/api/responsible-gaming/deposit-limits', withLimit.token, { period: 'week', limit: '5000' })).status).toBe(
        200,
      );
      expect((await prompt(withLimit)).body).toEqual({ show: false, skipped_at: null });

      const deposited = await makePlayer();
      expect((await deposit(deposited, '1000')).status).toBe(200);
      expect((await prompt(deposited)).body).toEqual({ show: false, skipped_at: null });
    });
  });

  describe('net positions', () => {
    it('net deposits and net position for 30 days, 6 and 12 months, from the ledger (real numbers)', async () => {
      const p = await makePlayer();
      const other = await makePlayer();
      const run = async (command: object) => {
        const result = (await commands.execute(command as never)) as { ok: boolean };
        expect(result).toMatchObject({ ok: true });
      };
      const id = p.id;
      const tag = randomUUID().slice(0, 8);
      await run(new CreditDepositCommand({ playerId: id, depositId: `nd1-${tag}`, channel: 'bkash', amount: 1_000_000n }, system));
      await run(new CreditDepositCommand({ playerId: id, depositId: `nd2-${tag}`, channel: 'nagad', amount: 250_000n }, system));
      await run(new HoldForWithdrawalCommand({ playerId: id, withdrawalId: `nw1-${tag}`, amount: 300_000n }, system));
      await run(new PayOutHeldCommand({ playerId: id, withdrawalId: `nw1-${tag}`, channel: 'bkash' }, system));
      // a withdrawal held and given back moved no money out
      await run(new HoldForWithdrawalCommand({ playerId: id, withdrawalId: `nw2-${tag}`, amount: 100_000n }, system));
      await run(new ReleaseHoldCommand({ playerId: id, withdrawalId: `nw2-${tag}` }, system));
      await run(new DebitStakeCommand({ playerId: id, provider: 'sim', transactionId: `s1-${tag}`, amount: 10_000n }, system));
      await run(new DebitStakeCommand({ playerId: id, provider: 'sim', transactionId: `s2-${tag}`, amount: 20_000n }, system));
      await run(new DebitStakeCommand({ playerId: id, provider: 'sim', transactionId: `s3-${tag}`, amount: 5_000n }, system));
      await run(new RollBackStakeCommand({ playerId: id, provider: 'sim', stakeTransactionId: `s3-${tag}` }, system));
      await run(new CreditWinCommand({ playerId: id, provider: 'sim', transactionId: `w1-${tag}`, amount: 45_000n }, system));
      // an exchange bet lost (80.00) and one whose exposure came back (40.00)
      await run(new ReserveExposureCommand({ playerId: id, reservationId: `x1-${tag}`, amount: 8_000n }, system));
      await run(new SettleExposureCommand({ playerId: id, reservationId: `x1-${tag}`, provider: 'exchange' }, system));
      await run(new ReserveExposureCommand({ playerId: id, reservationId: `x2-${tag}`, amount: 4_000n }, system));
      await run(new ReleaseExposureCommand({ playerId: id, reservationId: `x2-${tag}` }, system));
      await run(new GrantBonusCommand({ playerId: id, grantId: `b1-${tag}`, amount: 2_500n, to: 'bonus', reason: 'test' }, system));
      // someone else's money is not the player's
      await run(new CreditDepositCommand({ playerId: other.id, depositId: `od-${tag}`, channel: 'bkash', amount: 777_700n }, system));

      const all = {
        deposits: '12500.00',
        withdrawals: '3000.00',
        net_deposits: '9500.00',
        stakes: '380.00', // 100 + 200 + 50 - 50 rolled back, + 80 exchange lost
        wins: '450.00',
        net_position: '70.00',
        bonuses: '25.00',
      };
      const none = {
        deposits: '0.00',
        withdrawals: '0.00',
        net_deposits: '0.00',
        stakes: '0.00',
        wins: '0.00',
        net_position: '0.00',
        bonuses: '0.00',
      };
      const spansAt = async (ahead: number) => {
        offsetMs = ahead;
        const res = await call('GET', '/api/responsible-gaming/net-positions', p.token);
        expect(res.status).toBe(200);
        const now = new Date(res.body.now as string);
        expect(Math.abs(now.getTime() - (Date.now() + ahead))).toBeLessThan(60_000);
        expect(res.body.spans.map((s: Json) => [s.span, s.to])).toEqual([
          ['30d', res.body.now],
          ['6m', res.body.now],
          ['12m', res.body.now],
        ]);
        expect(new Date(res.body.spans[0].from as string).getTime()).toBe(now.getTime() - 30 * day);
        return res.body.spans.map(({ span: _span, from: _from, to: _to, ...money }: Json) => money);
      };
      expect(await spansAt(day)).toEqual([all, all, all]);
      expect(await spansAt(40 * day)).toEqual([none, all, all]); // older than 30 days
      expect(await spansAt(200 * day)).toEqual([none, none, all]); // older than 6 months
      expect(await spansAt(400 * day)).toEqual([none, none, none]);

      // a net loss shows negative
      offsetMs = 0;
      await run(new DebitStakeCommand({ playerId: id, provider: 'sim', transactionId: `s4-${tag}`, amount: 100_000n }, system));
      expect((await spansAt(0))[0]).toMatchObject({ stakes: '1380.00', net_position: '-930.00' });
      expect((await call('GET', '/api/responsible-gaming/net-positions')).status).toBe(401);
    });
  });
  describe('account statement download', () => {
    /** A PDF's text as a reader extracts it, every page. */
    const pdfText = async (pdf: Buffer) => {
      const task = getDocument({ data: new Uint8Array(pdf), useSystemFonts: false });
      const document = await task.promise;
      const pages: string[] = [];
      for (let n = 1; n <= document.numPages; n += 1)
        pages.push((await (await document.getPage(n)).getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' '));
      await task.destroy();
      return pages.join('\n');
    };
    const csvOf = async (p: Player, query: string, headers: Record<string, string> = {}) => {
      const res = await fetch(`${app.url}/api/responsible-gaming/statement${query}`, {
        headers: { authorization: `Bearer ${p.token}`, ...headers },
      });
      return {
        status: res.status,
        type: res.headers.get('content-type'),
        disposition: res.headers.get('content-disposition'),
        text: await res.text(),
      };
    };
    const dhakaToday = () => new Date(Date.now() + offsetMs + 6 * 3_600_000).toISOString().slice(0, 10);
    const dayBefore = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) - n * day_).toISOString().slice(0, 10);
    const day_ = day;

    it('transactions and bets of the period as CSV, oldest first, in English or Bangla; other periods and players apart', async () => {
      const p = await makePlayer();
      const other = await makePlayer();
      const tag = randomUUID().slice(0, 8);
      const run = async (command: object) => expect(await commands.execute(command as never)).toMatchObject({ ok: true });
      await run(new CreditDepositCommand({ playerId: p.id, depositId: `sd-${tag}`, channel: 'bkash', amount: 200_000n }, system));
      await run(
        new DebitStakeCommand(
          { playerId: p.id, provider: 'stmtprov', transactionId: `ss-${tag}`, amount: 5_000n, roundId: `r-${tag}` },
          system,
        ),
      );
      await run(
        new CreditWinCommand(
          { playerId: p.id, provider: 'stmtprov', transactionId: `sw-${tag}`, amount: 12_000n, roundId: `r-${tag}` },
          system,
        ),
      );
      await run(new CreditDepositCommand({ playerId: other.id, depositId: `so-${tag}`, channel: 'bkash', amount: 999_900n }, system));
      // the round as the provider API closes it (the catalogue's names come with it)
      await app.app
        .get(CatalogueRepository)
        .saveProvider({ platform: 'STMT', name: 'Statement games', icon: '', enabled: true, sortOrder: 0 });
      await app.app.get(CatalogueRepository).saveGame({
        code: 'STMT-REELS',
        name: 'Tiger, "Lucky" Reels',
        type: 'SLOT',
        platform: 'STMT',
        image: '',
        recommended: false,
        isNew: false,
        featured: false,
        enabled: true,
        sortOrder: 0,
      });
      await sql.query(
        `INSERT INTO game_providers (code, name, auth_scheme, key_material, launch_url) VALUES ('stmtprov', 'stmtprov', 'hmac', 'k', 'https://stmt.example.test/')
         ON CONFLICT DO NOTHING`,
      );
      const { rows } = await sql.query<{ id: string; closed_at: Date }>(
        `INSERT INTO game_rounds (provider_code, round_id, player_id, game_code, status, bet_total, win_total, closed_at)
         VALUES ('stmtprov', $1, $2, 'STMT-REELS', 'closed', 5000, 12000, now()) RETURNING id::text, closed_at`,
        [`r-${tag}`, p.id],
      );
      const round = rows[0]!;

      // the statement is a projection of the ledger: wait for the player's three lines to be in it
      await waitFor(
        async () =>
          (
            await sql.query<{ n: number }>(
              `SELECT count(*)::int AS n FROM account_statement WHERE player_id = $1 AND account_kind = 'main'`,
              [p.id],
            )
          ).rows[0]!.n === 3,
        hangBound(15_000),
      );
      const today = dhakaToday();
      const en = await csvOf(p, '');
      expect(en).toMatchObject({ status: 200, type: 'text/csv; charset=utf-8' });
      expect(en.disposition).toBe(`attachment; filename="khela-statement-${dayBefore(today, 29)}-to-${today}.csv"`);
      const lines = en.text
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      const at = (line: string) => line.split(',')[1]!;
      expect(
        lines.map((line) =>
          line
            .split(',')
            .filter((_, i) => i !== 1)
            .join(','),
        ),
      ).toEqual([
        `Account statement: ${dayBefore(today, 29)} – ${today}`,
        'section,description,amount (BDT),balance after (BDT),stake (BDT),win (BDT),reference',
        'transaction,Deposit,2000.00,2000.00,,,',
        'transaction,Bet,-50.00,1950.00,,,',
        'transaction,Win,120.00,2070.00,,,',
        `bet,"Tiger, ""Lucky"" Reels (STMT)",70.00,,50.00,120.00,${round.id}`,
      ]);
      // times in Dhaka
      expect(at(lines[5]!)).toBe(new Date(round.closed_at.getTime() + 6 * 3_600_000).toISOString().slice(0, 19).replace('T', ' '));

      const bn = await csvOf(p, `?from=${today}&to=${today}&lang=bn`);
      expect(bn.status).toBe(200);
      expect(bn.text).toContain('বিভাগ,সময় (ঢাকা),বিবরণ,পরিমাণ (৳),পরের ব্যালেন্স (৳),বাজি (৳),জয় (৳),রেফারেন্স');
      expect(bn.text).toContain(',ডিপোজিট,2000.00,2000.00,,,');

      // an earlier period holds none of it
      const earlier = await csvOf(p, `?from=${dayBefore(today, 40)}&to=${dayBefore(today, 1)}`);
      expect(
        earlier.text
          .replace(/^\uFEFF/, '')
          .trimEnd()
          .split('\r\n'),
      ).toHaveLength(2);
      expect((await csvOf(other, '')).text).not.toContain('Bet');

      // the same statement as a PDF
      const pdf = await fetch(`${app.url}/api/responsible-gaming/statement/pdf?from=${today}&to=${today}`, {
        headers: { authorization: `Bearer ${p.token}` },
      });
      expect([pdf.status, pdf.headers.get('content-type'), pdf.headers.get('content-disposition')]).toEqual([
        200,
        'application/pdf',
        `attachment; filename="khela-statement-${today}-to-${today}.pdf"`,
      ]);
      const text = await pdfText(Buffer.from(await pdf.arrayBuffer()));
      for (const line of ['Deposit', '2000.00', 'Bet', '-50.00', 'Win', '2070.00', 'Tiger, "Lucky" Reels (STMT)', round.id])
        expect(text).toContain(line);
      // in Bangla (a request made in Bangla: its bytes must not go through the messages' translation)
      const bnPdf = await fetch(`${app.url}/api/responsible-gaming/statement/pdf?from=${today}&to=${today}&lang=bn`, {
        headers: { authorization: `Bearer ${p.token}`, 'accept-language': 'bn' },
      });
      expect([bnPdf.status, bnPdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
      const bnText = await pdfText(Buffer.from(await bnPdf.arrayBuffer()));
      for (const line of ['2000.00', '2070.00', round.id, `${today} – ${today}`]) expect(bnText).toContain(line);
      expect((await fetch(`${app.url}/api/responsible-gaming/statement/pdf`)).status).toBe(401);
    });

    it('refuses a bad period with a clear message in English and Bangla', async () => {
      const p = await makePlayer();
      const today = dhakaToday();
      const tomorrow = dayBefore(today, -1);
      const cases: [string, string, string][] = [
        ['?from=2026-02-30', 'Please choose the dates as YYYY-MM-DD.', 'অনুগ্রহ করে তারিখগুলো YYYY-MM-DD আকারে দিন।'],
        [
          `?from=${today}&to=${dayBefore(today, 1)}`,
          'The start date must be on or before the end date.',
          'শুরুর তারিখ শেষের তারিখের আগে বা একই দিনে হতে হবে।',
        ],
        [`?to=${tomorrow}`, 'The end date cannot be after today.', 'শেষের তারিখ আজকের পরে হতে পারবে না।'],
        [
          `?from=${dayBefore(today, 366)}&to=${today}`,
          'Please choose a period of at most one year.',
          'অনুগ্রহ করে সর্বোচ্চ এক বছরের সময়সীমা বেছে নিন।',
        ],
        ['?from=2026-1-5', 'Please choose the dates as YYYY-MM-DD.', 'অনুগ্রহ করে তারিখগুলো YYYY-MM-DD আকারে দিন।'],
      ];
      for (const [query, english, bangla] of cases) {
        const res = await csvOf(p, query);
        expect([query, res.status, JSON.parse(res.text)]).toEqual([query, 400, { message: english }]);
        expect(JSON.parse((await csvOf(p, query, { 'accept-language': 'bn' })).text)).toEqual({ message: bangla });
      }
      // the PDF refuses with the same words
      const pdf = await fetch(`${app.url}/api/responsible-gaming/statement/pdf?to=${tomorrow}`, {
        headers: { authorization: `Bearer ${p.token}`, 'accept-language': 'bn' },
      });
      expect([pdf.status, await pdf.json()]).toEqual([400, { message: 'শেষের তারিখ আজকের পরে হতে পারবে না।' }]);
      // a whole year is fine
      expect((await csvOf(p, `?from=${dayBefore(today, 365)}&to=${today}`)).status).toBe(200);
      expect((await fetch(`${app.url}/api/responsible-gaming/statement`)).status).toBe(401);
    });
  });
});
