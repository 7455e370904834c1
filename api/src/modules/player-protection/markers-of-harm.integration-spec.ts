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
import { Clock } from '../../platform/clock/clock.js';
import { SessionStore } from '../auth/index.js';
import { DebitStakeCommand, OpenWalletCommand, CreditDepositCommand } from '../wallet/index.js';
import { DemoPaymentMethodsSeed } from '../payments/seed/demo-payment-methods.seed.js';
import { dhakaDate } from './domain/dhaka-day.js';
import { ScoreMarkersOfHarmJob } from './jobs/score-markers-of-harm.job.js';

jest.setTimeout(hangBound(60_000));

const system = { actor: { kind: 'system', id: 'markers-of-harm-test' } } as const;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads JSON bodies loosely, field by field
type Json = Record<string, any>;

/**
 * Issue 16, markers of harm: the daily job on real activity (stakes through the wallet's ledger, deposit and
 * withdrawal requests as payments stores them), a rerun of the day replacing it, thresholds from
 * HARM_MARKERS; the review queue and a review action through the staff API, audited and in the history.
 */
describe('player protection: markers of harm and the review queue', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let app: TestApp;
  let sql: pg.Pool;
  let commands: CommandBus;
  let methodId: number;
  let seq = 0;
  const staff = new Map<string, { id: string; token: string }>();
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

  const makePlayer = async (): Promise<string> => {
    seq += 1;
    const username = `harm${seq}${prefix.slice(-4)}`;
    const { rows } = await sql.query<{ id: string }>(
      `INSERT INTO players (username, password_hash, email, phone, currency, referral_code, phone_verified_at, dofb)
       VALUES ($1, 'x', $2, $3, 'BDT', $4, now(), '1990-01-01') RETURNING id::text`,
      [
        username,
        `${username}@example.test`,
        `0185${String(3000000 + seq * 7919).padStart(7, '0')}`,
        `HM${prefix.slice(-6)}${seq}`.toUpperCase(),
      ],
    );
    const id = rows[0]!.id;
    await commands.execute(new OpenWalletCommand({ playerId: id, currency: 'BDT' }, system));
    return id;
  };
  const depositRequest = (playerId: string, status: 'approved' | 'rejected', at: string, amountMinor = 100_000) =>
    sql.query(
      `INSERT INTO deposit_requests (player_id, player_username, method_id, method_key, account_number, transaction_id, amount_minor, status, created_at)
       VALUES ($1, 'p', $2, 'bkash', '01700000000', $3, $4, $5, $6)`,
      [playerId, methodId, randomUUID().slice(0, 12), amountMinor, status, at],
    );
  const withdrawalRequest = (playerId: string, status: 'approved' | 'rejected', at: string) =>
    sql.query(
      `INSERT INTO withdrawal_requests (player_id, player_username, account_number, amount_minor, status, created_at)
       VALUES ($1, 'p', '01700000000', 50000, $2, $3)`,
      [playerId, status, at],
    );
  const job = () => app.app.get(ScoreMarkersOfHarmJob);
  const risk = () => staff.get('risk')!;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({
      databaseUrl: db.url,
      role: 'api',
      env: {
        REDIS_PREFIX: prefix,
        // tuned by configuration: one chasing deposit and two declined deposits are enough here
        HARM_MARKERS: '{"reviewScore":30,"chasing":{"count":1,"minLossMinor":50000},"declinedDeposits":{"count":2}}',
      },
    });
    sql = new pg.Pool({ connectionString: db.url, max: 2 });
    commands = app.app.get(CommandBus);
    jest.spyOn(app.app.get(Clock), 'now').mockImplementation(() => new Date(Date.now() + offsetMs));
    await app.app.get(DemoPaymentMethodsSeed).seed();
    methodId = (await sql.query<{ id: number }>(`SELECT id FROM payment_methods ORDER BY id LIMIT 1`)).rows[0]!.id;
    const sessions = app.app.get(SessionStore);
    for (const role of ['risk', 'finance']) {
      const { rows } = await sql.query<{ id: string }>(
        `INSERT INTO staff_users (username, display_name, password_hash, roles) VALUES ($1, $1, 'x', ARRAY[$2]) RETURNING id::text`,
        [`harm-${role}-${prefix.slice(-4)}`, role],
      );
      staff.set(role, { id: rows[0]!.id, token: (await sessions.issue('staff', rows[0]!.id)).token });
    }
  }, hangBound(90_000));

  afterAll(async () => {
    await sql?.end();
    await app?.close();
    await clearRedisPrefix(prefix);
  });

  it('scores the day from real activity, replaces it on a rerun, and queues players at or above the review score', async () => {
    const chaser = await makePlayer();
    const quiet = await makePlayer();
    const withdrawer = await makePlayer();
    // the chaser: credited, loses 900.00 in two stakes, asks for a deposit a moment later; two deposits declined
    await commands.execute(
      new CreditDepositCommand({ playerId: chaser, depositId: randomUUID(), channel: 'bkash', amount: 200_000n }, system),
    );
    await commands.execute(
      new DebitStakeCommand({ playerId: chaser, provider: 'sim', transactionId: randomUUID(), amount: 60_000n }, system),
    );
    await commands.execute(
      new DebitStakeCommand({ playerId: chaser, provider: 'sim', transactionId: randomUUID(), amount: 30_000n }, system),
    );
    const soon = new Date(Date.now() + 1000).toISOString();
    await depositRequest(chaser, 'approved', soon);
    await depositRequest(chaser, 'rejected', new Date(Date.now() - 3_600_000).toISOString());
    await depositRequest(chaser, 'rejected', new Date(Date.now() - 7_200_000).toISOString());
    // the quiet one: one declined deposit (below the threshold of two); the withdrawer: two withdrawals rejected
    await depositRequest(quiet, 'rejected', new Date(Date.now() - 60_000).toISOString());
    await withdrawalRequest(withdrawer, 'rejected', new Date(Date.now() - 60_000).toISOString());
    await withdrawalRequest(withdrawer, 'rejected', new Date(Date.now() - 120_000).toISOString());

    const today = dhakaDate(new Date(Date.now() + 1000));
    // today has not ended: refused; a day on, the job scores it
    await expect(job().run({ day: today })).rejects.toThrow(/has not ended/);
    offsetMs = 24 * 3_600_000;
    const first = await job().run({ day: today });
    expect(first).toMatchObject({ day: today, flagged: 1 });
    expect(first.players).toBeGreaterThanOrEqual(3);
    const again = await job().run({ day: today });
    expect(again).toEqual(first);

    const { rows } = await sql.query<{ player_id: string; score: number; markers: Json[] }>(
      `SELECT player_id, score, markers FROM harm_scores WHERE day = $1 AND player_id = ANY($2) ORDER BY score DESC`,
      [today, [chaser, quiet, withdrawer]],
    );
    // a rerun replaced the day: one row per player, the quiet player (score 0) not stored
    expect(rows.map((r) => [r.player_id, r.score])).toEqual([
      [chaser, 40],
      [withdrawer, 15],
    ]);
    const raised = (markers: Json[]) => markers.filter((m) => m.raised).map((m) => [m.marker, m.value]);
    expect(raised(rows[0]!.markers)).toEqual([
      ['declinedDeposits', 2],
      ['chasing', 1],
    ]);
    expect((await sql.query(`SELECT 1 FROM harm_marker_runs WHERE day = $1`, [today])).rowCount).toBe(1);

    // the queue: only the chaser, with markers; finance may not look
    const queue = await call('GET', `/api/admin/responsible-gaming/review-queue?day=${today}`, risk().token);
    expect(queue.status).toBe(200);
    expect(queue.body).toMatchObject({ day: today, review_score: 30, days: [today] });
    expect(queue.body.entries.map((e: Json) => [e.player.id, e.score, e.last_action])).toEqual([[chaser, 40, null]]);
    expect((await call('GET', '/api/admin/responsible-gaming/review-queue', staff.get('finance')!.token)).status).toBe(403);
    expect(await call('GET', '/api/admin/responsible-gaming/review-queue?day=26-11-2026', risk().token)).toEqual({
      status: 400,
      body: expect.objectContaining({ message: expect.stringContaining('Choose a day as YYYY-MM-DD.') }),
    });

    // a call recorded: audited, in the player's history and on the queue
    const recorded = await call('POST', `/api/admin/responsible-gaming/players/${chaser}/review-actions`, risk().token, {
      action: 'call',
      text: 'Called: the player agreed to a weekly deposit limit.',
    });
    expect(recorded.status).toBe(200);
    expect(recorded.body.message).toBe('Recorded in the player’s responsible gaming history.');
    expect(recorded.body.harm_scores).toEqual([expect.objectContaining({ day: today, score: 40 })]);
    expect(recorded.body.review_actions).toEqual([
      expect.objectContaining({
        action: 'call',
        staff_id: risk().id,
        score_day: today,
        score: 40,
        text: 'Called: the player agreed to a weekly deposit limit.',
      }),
    ]);
    const audit = await sql.query(`SELECT action, after FROM staff_audit_log WHERE target_kind = 'player' AND target_id = $1`, [chaser]);
    expect(audit.rows).toEqual([
      { action: 'responsible_gaming.review_action', after: expect.objectContaining({ action: 'call', score: 40 }) },
    ]);
    const after = await call('GET', `/api/admin/responsible-gaming/review-queue?day=${today}`, risk().token);
    expect(after.body.entries[0].last_action).toMatchObject({ action: 'call', staff_username: `harm-risk-${prefix.slice(-4)}` });

    // refusals write nothing, in English and Bangla
    expect(
      await call('POST', `/api/admin/responsible-gaming/players/${chaser}/review-actions`, risk().token, {
        action: 'email',
        text: 'hello there',
      }),
    ).toEqual({ status: 400, body: expect.objectContaining({ message: expect.stringContaining('Choose what to record') }) });
    const bn = await call(
      'POST',
      `/api/admin/responsible-gaming/players/${chaser}/review-actions`,
      risk().token,
      { action: 'note', text: 'x' },
      {
        'accept-language': 'bn',
      },
    );
    expect(bn.status).toBe(400);
    expect(JSON.stringify(bn.body)).toContain('৩ থেকে ১০০০ অক্ষরের মধ্যে লিখুন।');
    expect(
      (
        await call('POST', `/api/admin/responsible-gaming/players/999999999/review-actions`, risk().token, {
          action: 'note',
          text: 'hello',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call('POST', `/api/admin/responsible-gaming/players/${chaser}/review-actions`, staff.get('finance')!.token, {
          action: 'note',
          text: 'hello',
        })
      ).status,
    ).toBe(403);
    expect((await sql.query(`SELECT 1 FROM harm_review_actions WHERE player_id = $1`, [chaser])).rowCount).toBe(1);
  });
});
