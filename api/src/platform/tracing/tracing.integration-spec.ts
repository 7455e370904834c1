/**
 * OpenTelemetry traces (issue 23) against a real OTLP/HTTP receiver: a small HTTP server in this test that
 * decodes the JSON protocol the exporter sends (POST /v1/traces). An api (ROLE=api) and a worker
 * (ROLE=worker) with OTEL_EXPORTER_OTLP_ENDPOINT pointing at it; a third api without it.
 *
 * Proven here: a player's deposit request continues the caller's trace (incoming `traceparent`), and the
 * worker's reactor delivery of the event it appended is a child of its server span; the finance approval's
 * trace runs through three reactors in two processes (approval -> turnover.register-requirement ->
 * payments.settle-deposit -> wallet.balance-pushes, the last through the ledger event's meta); a player's
 * request that enqueues a job (the verification code) has the job's span as its child, with its request id; a
 * staff broadcast runs request -> reactor -> the job it enqueues -> the reactor the job's event wakes, one trace;
 * spans carry route, method, status, request id, and the resource service name, version and ROLE; Postgres
 * queries under a span get one; closing an application sends what it still had batched; an api without the endpoint sends nothing and writes no trace context.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { preparePaymentsWorld, type PaymentsWorld } from '../../../test/faults/payments-load.js';
import { waitFor } from '../../../test/faults/fault-harness.js';
import {
  clearRedisPrefix,
  createTestDatabase,
  startTestApp,
  startTestWorker,
  uniqueRedisPrefix,
  type TestApp,
  type TestDatabase,
} from '../../../test/test-app.js';
import { hangBound, testRedisUrl } from '../../../test/test-env.js';
import { Tracing } from './tracing.js';

jest.setTimeout(hangBound(90_000));

type Attribute = { key: string; value: Record<string, unknown> };
interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
  resource: Record<string, unknown>;
  status: { code?: number };
}

/** OTLP JSON attribute values: { stringValue } / { intValue } (a string or a number) / { boolValue } ... */
const flatten = (attributes: Attribute[] | undefined): Record<string, unknown> =>
  Object.fromEntries(
    (attributes ?? []).map(({ key, value }) => {
      const [type, raw] = Object.entries(value)[0] ?? [];
      return [key, type === 'intValue' ? Number(raw) : raw];
    }),
  );

/** The receiver: every span of every export request, flattened with its resource's attributes. */
class OtlpReceiver {
  readonly spans: ReceivedSpan[] = [];
  readonly requests: { path: string; contentType: string }[] = [];
  private server: Server | undefined;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      void this.receive(req).then(
        () => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'),
        () => res.writeHead(400).end(),
      );
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  private async receive(req: IncomingMessage): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body = Buffer.concat(chunks);
    if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
    this.requests.push({ path: req.url ?? '', contentType: String(req.headers['content-type']) });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the OTLP JSON document, read field by field
    const document = JSON.parse(body.toString()) as any;
    for (const resourceSpans of document.resourceSpans ?? []) {
      const resource = flatten(resourceSpans.resource?.attributes);
      for (const scopeSpans of resourceSpans.scopeSpans ?? [])
        for (const span of scopeSpans.spans ?? [])
          this.spans.push({
            traceId: span.traceId,
            spanId: span.spanId,
            parentSpanId: span.parentSpanId ?? '',
            name: span.name,
            kind: span.kind,
            attributes: flatten(span.attributes),
            resource,
            status: span.status ?? {},
          });
    }
  }

  inTrace(traceId: string): ReceivedSpan[] {
    return this.spans.filter((s) => s.traceId === traceId);
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

const SERVER = 2; // OTLP SpanKind
const CONSUMER = 5;
const CLIENT = 3;

describe('OpenTelemetry traces across HTTP, jobs and reactors', () => {
  const receiver = new OtlpReceiver();
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let world: PaymentsWorld;
  let api: TestApp;
  let untracedApi: TestApp;
  let worker: Awaited<ReturnType<typeof startTestWorker>>;
  let receiverUrl: string;

  beforeAll(async () => {
    const endpoint = await receiver.start();
    receiverUrl = endpoint;
    db = await createTestDatabase();
    world = await preparePaymentsWorld({ databaseUrl: db.url, redisUrl: testRedisUrl, depositors: 3, withdrawers: 0 });
    const traced = { REDIS_PREFIX: prefix, OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_BSP_SCHEDULE_DELAY: '100' };
    api = await startTestApp({ databaseUrl: db.url, role: 'api', env: { ...traced, INSTANCE_ID: 'traced-api' } });
    untracedApi = await startTestApp({ databaseUrl: db.url, role: 'api', env: { REDIS_PREFIX: prefix, INSTANCE_ID: 'untraced-api' } });
    worker = await startTestWorker({ databaseUrl: db.url, env: { ...traced, INSTANCE_ID: 'traced-worker' } });
  });

  afterAll(async () => {
    await Promise.all([api, untracedApi, worker].filter(Boolean).map((p) => p.close()));
    await receiver.close();
    await world?.sql.end();
    await clearRedisPrefix(prefix);
    // the database is not dropped: the runner verifies the ledger of the databases integration files leave
  });

  /** A fresh W3C trace context, as a proxy or a client would send it. */
  const newTraceparent = () => {
    const traceId = randomBytes(16).toString('hex');
    const spanId = randomBytes(8).toString('hex');
    return { traceId, spanId, header: `00-${traceId}-${spanId}-01` };
  };

  async function call(base: TestApp, method: string, path: string, token: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(`${base.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely
    const json = (await res.json()) as any;
    if (res.status !== 200) throw new Error(`${method} ${path} answered ${res.status} ${JSON.stringify(json)}`);
    return { json, requestId: res.headers.get('x-request-id')! };
  }

  const submitDeposit = (base: TestApp, i: number, headers: Record<string, string>) => {
    const player = world.depositors[i]!;
    return call(
      base,
      'POST',
      '/api/submit-deposit',
      player.token,
      {
        remote_id: player.id,
        account_number: player.phone,
        transaction_id: `TRACE${player.id}X${i}`,
        amount: '1000.00',
        payment_id: world.methodId,
        promotion_id: 0,
      },
      headers,
    );
  };

  const spanNamed = (spans: ReceivedSpan[], name: string) => {
    const found = spans.filter((s) => s.name === name);
    if (found.length !== 1) throw new Error(`expected one span "${name}", got ${found.length}: ${spans.map((s) => s.name).join(', ')}`);
    return found[0]!;
  };

  it("a player's deposit request continues the caller's trace, and the worker's reactor delivery is its child", async () => {
    const caller = newTraceparent();
    await call(api, 'GET', '/api/get-wallet-number?name=bKash&account_type=Agent&amount=1000', world.depositors[0]!.token);
    const { json, requestId } = await submitDeposit(api, 0, { traceparent: caller.header });
    const depositId = String(json.id);

    await waitFor(
      () => receiver.inTrace(caller.traceId).some((s) => s.name === 'reactor payments.pushes'),
      hangBound(15_000),
      'the reactor span',
    );
    const spans = receiver.inTrace(caller.traceId);
    const server = spanNamed(spans, 'POST /api/submit-deposit');
    expect(server).toMatchObject({
      parentSpanId: caller.spanId,
      kind: SERVER,
      attributes: {
        'http.request.method': 'POST',
        'http.route': '/api/submit-deposit',
        'http.response.status_code': 200,
        'khela.request_id': requestId,
      },
      resource: {
        'service.name': 'khela',
        'service.version': expect.stringMatching(/^\d+\.\d+\.\d+/),
        'khela.role': 'api',
        'service.instance.id': 'traced-api',
      },
    });
    const reactor = spanNamed(spans, 'reactor payments.pushes');
    expect(reactor).toMatchObject({
      parentSpanId: server.spanId,
      kind: CONSUMER,
      attributes: { 'khela.reactor': 'payments.pushes', 'khela.event.type': 'payments.deposit-requested', 'khela.delivery.attempt': 1 },
      resource: { 'khela.role': 'worker', 'service.instance.id': 'traced-worker' },
    });
    // the request's queries are its children (the event's append among them: `WITH inserted AS (INSERT INTO outbox_events ...`)
    const queries = spans.filter((s) => s.parentSpanId === server.spanId && s.kind === CLIENT);
    expect(new Set(queries.map((s) => s.attributes['db.system.name']))).toEqual(new Set(['postgresql']));
    expect(queries.find((s) => String(s.attributes['db.query.text']).includes('INSERT INTO outbox_events'))).toMatchObject({
      name: 'pg WITH',
      attributes: { 'db.operation.name': 'WITH' },
    });
    expect(queries.map((s) => s.name)).toEqual(expect.arrayContaining(['pg BEGIN', 'pg COMMIT']));
    // the event keeps the context it was appended in
    const { rows } = await world.sql.query<{ traceparent: string }>(
      `SELECT meta->>'traceparent' AS traceparent FROM outbox_events WHERE type = 'payments.deposit-requested' AND data->>'depositId' = $1`,
      [depositId],
    );
    expect(rows).toEqual([{ traceparent: `00-${caller.traceId}-${server.spanId}-01` }]);
  });

  it('the approval is one trace through three reactors in the worker, the last reached through the ledger event', async () => {
    await call(api, 'GET', '/api/get-wallet-number?name=bKash&account_type=Agent&amount=1000', world.depositors[1]!.token);
    const { json } = await submitDeposit(api, 1, {});
    const caller = newTraceparent();
    const { requestId } = await call(
      api,
      'POST',
      `/api/admin/payments/deposits/${String(json.id)}/approve`,
      world.financeToken,
      undefined,
      {
        'idempotency-key': `trace-${String(json.id)}`,
        traceparent: caller.header,
      },
    );
    await waitFor(
      () => receiver.inTrace(caller.traceId).some((s) => s.name === 'reactor wallet.balance-pushes'),
      hangBound(20_000),
      'the balance push delivery in the approval trace',
    );
    const spans = receiver.inTrace(caller.traceId);
    const server = spanNamed(spans, 'POST /api/admin/payments/deposits/:id/approve');
    expect(server.attributes).toMatchObject({ 'http.route': '/api/admin/payments/deposits/:id/approve', 'khela.request_id': requestId });
    const turnover = spanNamed(spans, 'reactor turnover.register-requirement');
    const settle = spanNamed(spans, 'reactor payments.settle-deposit');
    const push = spanNamed(spans, 'reactor wallet.balance-pushes');
    expect([turnover.parentSpanId, settle.parentSpanId, push.parentSpanId]).toEqual([server.spanId, turnover.spanId, settle.spanId]);
    expect(push.attributes).toMatchObject({ 'khela.event.type': 'ledger.DepositCredited', 'khela.event.source': 'ledger' });
    expect(new Set([turnover, settle, push].map((s) => s.resource['khela.role']))).toEqual(new Set(['worker']));
  });

  it("a player's request that enqueues a job: the job's span is the request's child, with its request id", async () => {
    const player = world.depositors[2]!;
    const caller = newTraceparent();
    const { requestId } = await call(
      api,
      'POST',
      '/api/send-verification-code',
      player.token,
      { email: `${player.username}@example.test` },
      {
        traceparent: caller.header,
      },
    );
    await waitFor(
      () => receiver.inTrace(caller.traceId).some((s) => s.name === 'job messaging.deliver'),
      hangBound(15_000),
      'the job span',
    );
    const spans = receiver.inTrace(caller.traceId);
    const server = spanNamed(spans, 'POST /api/send-verification-code');
    expect(spanNamed(spans, 'job messaging.deliver')).toMatchObject({
      parentSpanId: server.spanId,
      kind: CONSUMER,
      attributes: {
        'messaging.system': 'bullmq',
        'messaging.destination.name': 'messaging',
        'khela.job.name': 'messaging.deliver',
        'khela.job.attempt': 1,
        'khela.request_id': requestId,
      },
      resource: { 'khela.role': 'worker' },
    });
    expect(receiver.requests.every((r) => r.path === '/v1/traces' && r.contentType.startsWith('application/json'))).toBe(true);
  });

  it('a staff broadcast is one trace through a reactor, the job it enqueues and the reactor the job wakes', async () => {
    // a session of the demo content editor (inbox.broadcast), stored as the auth module stores them: the token's hash
    const token = randomBytes(32).toString('base64url');
    await world.sql.query(
      `INSERT INTO auth_sessions (subject_kind, subject_id, token_hash, expires_at)
       SELECT 'staff', id, $1, now() + interval '1 hour' FROM staff_users WHERE username = 'content1'`,
      [createHash('sha256').update(token).digest()],
    );
    const caller = newTraceparent();
    const res = await fetch(`${api.url}/api/admin/inbox/broadcasts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', traceparent: caller.header },
      body: JSON.stringify({
        title_en: 'Traced',
        title_bn: 'ট্রেস',
        message_en: 'One trace from the request to the push.',
        message_bn: 'অনুরোধ থেকে পুশ পর্যন্ত একটি ট্রেস।',
        audience: { kind: 'player', username: world.depositors[0]!.username },
      }),
    });
    expect(res.status).toBe(201);
    await waitFor(
      () => receiver.inTrace(caller.traceId).some((s) => s.name === 'reactor inbox.pushes'),
      hangBound(20_000),
      'the push delivery',
    );
    const spans = receiver.inTrace(caller.traceId);
    const server = spanNamed(spans, 'POST /api/admin/inbox/broadcasts');
    const scheduled = spanNamed(spans, 'reactor inbox.broadcast-jobs');
    const job = spanNamed(spans, 'job inbox.send-broadcast');
    const pushes = spans.filter((s) => s.name === 'reactor inbox.pushes');
    expect([scheduled.parentSpanId, job.parentSpanId]).toEqual([server.spanId, scheduled.spanId]);
    // the job appends the sent event (and a message per recipient): their deliveries are its children
    expect(pushes.length).toBeGreaterThan(0);
    expect(pushes.every((s) => s.parentSpanId === job.spanId)).toBe(true);
    expect([server, scheduled, job].map((s) => s.resource['khela.role'])).toEqual(['api', 'worker', 'worker']);
  });

  it('only API requests are traced: not the probes, not the files beside the API', async () => {
    const caller = newTraceparent();
    const apiCall = newTraceparent();
    for (const path of ['/api/health', '/api/ready', '/player/app.js', '/storage/nothing.png'])
      await fetch(`${api.url}${path}`, { headers: { traceparent: caller.header } }).then((r) => r.arrayBuffer());
    // an unknown API route is traced (as unmatched: named by its method alone), so probing the API shows up
    expect((await fetch(`${api.url}/api/no-such-route`, { headers: { traceparent: apiCall.header } })).status).toBe(404);
    await api.app.get(Tracing).flush();
    expect(receiver.inTrace(caller.traceId)).toEqual([]);
    expect(
      receiver.inTrace(apiCall.traceId).map((s) => [s.name, s.attributes['http.response.status_code'], s.attributes['http.route']]),
    ).toEqual([['GET', 404, undefined]]);
  });

  it('graceful shutdown sends the spans still batched', async () => {
    // batches due only every 10 minutes: the span can only arrive through the close
    const slow = await startTestApp({
      databaseUrl: db.url,
      role: 'api',
      env: {
        REDIS_PREFIX: prefix,
        OTEL_EXPORTER_OTLP_ENDPOINT: receiverUrl,
        OTEL_BSP_SCHEDULE_DELAY: '600000',
        INSTANCE_ID: 'closing-api',
      },
    });
    const caller = newTraceparent();
    await call(slow, 'GET', '/api/get-wallet-number?name=bKash&account_type=Agent&amount=1000', world.depositors[1]!.token, undefined, {
      traceparent: caller.header,
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.inTrace(caller.traceId)).toEqual([]);
    await slow.close();
    expect(receiver.inTrace(caller.traceId).map((s) => [s.name, s.resource['service.instance.id']])).toContainEqual([
      'GET /api/get-wallet-number',
      'closing-api',
    ]);
  });

  it('off without an endpoint: no span sent, no trace context written, nothing installed', async () => {
    expect(untracedApi.app.get(Tracing).enabled).toBe(false);
    const caller = newTraceparent();
    await call(
      untracedApi,
      'GET',
      '/api/get-wallet-number?name=bKash&account_type=Agent&amount=1000',
      world.depositors[2]!.token,
      undefined,
      {
        traceparent: caller.header,
      },
    );
    const { json } = await submitDeposit(untracedApi, 2, { traceparent: caller.header });
    // the traced worker still delivers the event: with no context in its meta, its span starts a trace of its own
    await waitFor(
      () =>
        receiver.spans.some(
          (s) => s.name === 'reactor payments.pushes' && s.attributes['khela.event.stream_id'] === `deposit-${String(json.id)}`,
        ),
      hangBound(15_000),
      "the worker's delivery of the untraced api's event",
    );
    await worker.app.get(Tracing).flush();
    expect(receiver.inTrace(caller.traceId)).toEqual([]);
    const { rows } = await world.sql.query<{ meta: Record<string, unknown> }>(
      `SELECT meta FROM outbox_events WHERE type = 'payments.deposit-requested' AND data->>'depositId' = $1`,
      [String(json.id)],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.meta).not.toHaveProperty('traceparent');
    const delivery = receiver.spans.find(
      (s) => s.name === 'reactor payments.pushes' && s.attributes['khela.event.stream_id'] === `deposit-${String(json.id)}`,
    )!;
    expect(delivery.parentSpanId).toBe('');
  });
});
