import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DeadLetterActionResponse, DeadLetterPage, ReactorView } from '@khela/contracts';
import type { INestApplicationContext } from '@nestjs/common';
import { generateSync } from 'otplib';
import pg from 'pg';
import { createRelayTestTables, FirstReactor, startRelayApp } from '../../../test/events/relay-test-app.js';
import { signInStaff } from '../../../test/staff-session.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../../../test/test-app.js';
import { inTransaction } from '../../platform/database/transaction.js';
import { EventOutbox } from '../../platform/events/event-outbox.js';
import { demoStaff } from '../backoffice/domain/demo-staff.js';
import { DemoStaffSeed } from '../backoffice/seed/demo-staff.seed.js';
import { hangBound } from '../../../test/test-env.js';

type Json = Record<string, unknown>;

/**
 * The staff side of event delivery, as deployed: the api process (ROLE=api) serves /api/admin/events,
 * a worker process delivers. A reactor fails until its event is a dead letter; an admin retries it from
 * the back-office API and the worker delivers it.
 */
describe('back-office: event reactors and dead letters (/api/admin/events)', () => {
  let db: TestDatabase;
  let api: TestApp;
  let worker: INestApplicationContext;
  let pool: pg.Pool;
  const tokens = new Map<string, string>();

  const call = async <T = Json>(method: string, path: string, token?: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${api.url}${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
  };

  async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
    const bound = hangBound(timeoutMs); // a bound on what must happen: grows with the load
    const deadline = Date.now() + bound;
    let value = await read();
    while (!check(value)) {
      if (Date.now() > deadline) throw new Error(`condition not met within ${bound} ms: ${JSON.stringify(value)}`);
      await new Promise((r) => setTimeout(r, 50));
      value = await read();
    }
    return value;
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    await createRelayTestTables(db.url);
    pool = new pg.Pool({ connectionString: db.url, max: 4 });
    api = await startTestApp({ databaseUrl: db.url, role: 'api' });
    await api.app.get(DemoStaffSeed).seed();
    for (const username of ['admin', 'finance1']) {
      const staff = demoStaff.find((s) => s.username === username)!;
      tokens.set(
        username,
        await signInStaff(api.url, { username, password: staff.password, otp: generateSync({ secret: staff.totpSecret }) }),
      );
    }
    worker = await startRelayApp({ databaseUrl: db.url, reactors: [FirstReactor], env: { EVENTS_MAX_ATTEMPTS: '2' } });
  }, hangBound(60_000));

  afterAll(async () => {
    await worker?.close();
    await api?.close();
    if (api) await clearRedisPrefix(api.config.REDIS_PREFIX);
    await pool?.end();
    await db?.drop();
  });

  it('lists a dead letter, retries it from the API (audited), and the worker delivers it', async () => {
    const admin = tokens.get('admin')!;
    await pool.query(`INSERT INTO relay_test_failures (reactor, stream_id, failures) VALUES ('FirstReactor.onThing', 'staff-dl', 2)`);
    const [event] = await inTransaction(pool, (client) =>
      new EventOutbox().append(client, [{ type: 'relaytest.thing-happened', streamId: 'staff-dl', data: { n: 1 } }]),
    );

    const page = await eventually(
      () => call<DeadLetterPage>('GET', '/api/admin/events/dead-letters?status=dead', admin),
      (res) => res.body.data?.length === 1,
    );
    expect(page.status).toBe(200);
    const letter = page.body.data[0]!;
    expect(letter).toMatchObject({
      reactor: 'FirstReactor.onThing',
      event_id: event!.id,
      source: 'outbox',
      event_type: 'relaytest.thing-happened',
      stream_id: 'staff-dl',
      status: 'dead',
      attempts: 2,
      last_error: expect.stringContaining('planned failure 2 of 2'),
    });
    expect(page.body).toMatchObject({ page: 1, per_page: 50, total: 1, last_page: 1 });

    const reactors = await call<{ data: ReactorView[] }>('GET', '/api/admin/events/reactors', admin);
    expect(reactors.status).toBe(200);
    // this api process has no such reactor in its code: listed from its checkpoint, types unknown
    expect(reactors.body.data.find((r) => r.name === 'FirstReactor.onThing')).toMatchObject({ known: false, dead: 1, retrying: 0 });

    const retried = await call<DeadLetterActionResponse>('POST', `/api/admin/events/dead-letters/${letter.id}/retry`, admin);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({
      message: 'The event will be delivered again.',
      dead_letter: { id: letter.id, status: 'retrying', attempts: 0 },
    });
    const { rows: audit } = await pool.query(
      `SELECT actor_username, action, target_kind, target_id, before->>'status' AS before, after->>'status' AS after
         FROM staff_audit_log WHERE target_kind = 'dead_letter' ORDER BY id`,
    );
    expect(audit).toEqual([
      {
        actor_username: 'admin',
        action: 'events.dead_letter_retried',
        target_kind: 'dead_letter',
        target_id: letter.id,
        before: 'dead',
        after: 'retrying',
      },
    ]);

    const { rows: delivered } = await eventually(
      () =>
        pool.query(`SELECT event_id, attempt FROM relay_test_effects WHERE reactor = 'FirstReactor.onThing' AND stream_id = 'staff-dl'`),
      (res) => res.rows.length === 1,
    );
    expect(delivered).toEqual([{ event_id: event!.id, attempt: 1 }]);
    const after = await call<DeadLetterPage>('GET', '/api/admin/events/dead-letters', admin);
    expect(after.body.data.filter((d) => d.id === letter.id)).toEqual([]);

    // nothing left to retry: 404 in English and in Bangla
    const again = await call('POST', `/api/admin/events/dead-letters/${letter.id}/retry`, admin);
    expect(again).toEqual({ status: 404, body: expect.objectContaining({ message: 'Dead letter not found.' }) });
    const bangla = await call('POST', `/api/admin/events/dead-letters/${letter.id}/resolve`, admin, { 'accept-language': 'bn' });
    expect(bangla).toEqual({ status: 404, body: expect.objectContaining({ message: 'ডেড লেটারটি পাওয়া যায়নি।' }) });
  });

  it('resolves a dead letter once; a second time is a conflict', async () => {
    const admin = tokens.get('admin')!;
    await pool.query(
      `INSERT INTO relay_test_failures (reactor, stream_id, failures) VALUES ('FirstReactor.onThing', 'staff-resolve', 100)`,
    );
    await inTransaction(pool, (client) =>
      new EventOutbox().append(client, [{ type: 'relaytest.thing-happened', streamId: 'staff-resolve', data: { n: 1 } }]),
    );
    const page = await eventually(
      () => call<DeadLetterPage>('GET', '/api/admin/events/dead-letters?status=dead&reactor=FirstReactor.onThing', admin),
      (res) => res.body.data?.some((d) => d.stream_id === 'staff-resolve'),
    );
    const id = page.body.data.find((d) => d.stream_id === 'staff-resolve')!.id;
    const resolved = await call<DeadLetterActionResponse>('POST', `/api/admin/events/dead-letters/${id}/resolve`, admin);
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({
      message: 'The dead letter is marked resolved.',
      dead_letter: { status: 'resolved', resolved_by: 'admin' },
    });
    const twice = await call('POST', `/api/admin/events/dead-letters/${id}/resolve`, admin);
    expect(twice).toEqual({ status: 409, body: expect.objectContaining({ message: 'Only a dead letter can be retried or resolved.' }) });
    const { rows } = await pool.query(
      `SELECT count(*)::int AS n FROM staff_audit_log WHERE action = 'events.dead_letter_resolved' AND target_id = $1`,
      [id],
    );
    expect(rows[0].n).toBe(1);
  });

  it('needs events.manage: finance is refused, no session is unauthenticated; bad input is a 400 or 404', async () => {
    const finance = tokens.get('finance1')!;
    for (const [method, path] of [
      ['GET', '/api/admin/events/reactors'],
      ['GET', '/api/admin/events/dead-letters'],
      ['POST', '/api/admin/events/dead-letters/1/retry'],
      ['POST', '/api/admin/events/dead-letters/1/resolve'],
    ] as const) {
      expect((await call(method, path, finance)).status).toBe(403);
      expect((await call(method, path)).status).toBe(401);
    }
    const admin = tokens.get('admin')!;
    expect((await call('GET', '/api/admin/events/dead-letters?status=gone', admin)).status).toBe(400);
    expect((await call('GET', '/api/admin/events/dead-letters?per_page=1000', admin)).status).toBe(400);
    expect((await call('POST', '/api/admin/events/dead-letters/not-a-number/retry', admin)).status).toBe(404);
    expect((await call('POST', '/api/admin/events/dead-letters/99999999999999999999999/retry', admin)).status).toBe(404);
  });
});
