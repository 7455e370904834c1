import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Type } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { ModulesContainer } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import { getMetadataStorage } from 'class-validator';
import fc from 'fast-check';
import { Agent, request } from 'node:http';
import pg from 'pg';
import { SessionStore } from '../../src/modules/auth/index.js';
import { DemoCatalogueSeed } from '../../src/modules/games/seed/demo-catalogue.seed.js';
import { DemoPaymentMethodsSeed } from '../../src/modules/payments/seed/demo-payment-methods.seed.js';
import { OpenWalletCommand } from '../../src/modules/wallet/index.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, uniqueRedisPrefix, type TestApp, type TestDatabase } from '../test-app.js';
import { routeTable, type RouteInfo } from './route-table.js';
import { hangBound } from '../test-env.js';
import { isStaleSocketReset } from '../http/stale-socket.js';

jest.setTimeout(hangBound(240_000));

/**
 * The bad-input suite: every route of the running app (route-table.ts, so a new route is in it the moment
 * its controller is registered) receives malformed input in each place it reads input from: every path
 * parameter, every query field and body field its handler declares (read from the handler's own
 * `@Param`/`@Query`/`@Body` metadata and its DTO's class-validator rules), and whole bodies that are not
 * what any handler expects. Values come from fast-check with a fixed seed (printed; rerun one with
 * BAD_INPUT_SEED=<n>): NUL and control characters, broken and non-UTF-8 percent-encoding, deep nesting,
 * wrong types, huge numbers and strings, prototype keys, wrong content types, a body over the limit.
 * Each goes in as anonymous, as a player and as an admin (whoever the route admits gets every case, the
 * others a few), so it gets past the guards into validation and handlers.
 *
 * It fails on any 5xx, any request the server does not answer, and any error answer that shows a stack,
 * an exception class, SQL or a file path. Nothing here needs changing when a route is added; a route that
 * reads input in a way its metadata does not show (`@Req()`) still gets the whole-body and query cases.
 */
const SEED = Number(process.env.BAD_INPUT_SEED ?? 20_260_510);
/** fast-check values per field; fixed cases come on top. Bounded so the file stays near a minute. */
const RUNS = 6;

type Caller = 'anonymous' | 'player' | 'admin';

interface Field {
  name: string;
  /** class-validator rule names on the field (isString, isInt, isIn, ...), to build a plausible value. */
  rules: { name: string; constraints: unknown[] }[];
}

interface RouteInputs {
  body: Field[];
  query: Field[];
  /** The handler takes a body at all (a DTO, a field, or the raw request). */
  readsBody: boolean;
}

interface Attempt {
  route: RouteInfo;
  caller: Caller;
  what: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

// ---------------------------------------------------------------------------------------------------------
// What each handler reads, from its own metadata

function controllersByName(app: TestApp['app']): Map<string, Type> {
  const out = new Map<string, Type>();
  for (const module of app.get(ModulesContainer).values())
    for (const wrapper of module.controllers.values()) if (wrapper.metatype) out.set(wrapper.metatype.name, wrapper.metatype as Type);
  return out;
}

function dtoFields(dto: unknown): Field[] {
  if (typeof dto !== 'function' || [String, Number, Boolean, Object, Array].includes(dto as never)) return [];
  const byName = new Map<string, Field>();
  for (const meta of getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false)) {
    const field = byName.get(meta.propertyName) ?? { name: meta.propertyName, rules: [] };
    field.rules.push({ name: meta.name ?? meta.type, constraints: meta.constraints ?? [] });
    byName.set(meta.propertyName, field);
  }
  return [...byName.values()];
}

function inputsOf(route: RouteInfo, controllers: Map<string, Type>): RouteInputs {
  const [controllerName, methodName] = route.name.split('.') as [string, string];
  const controller = controllers.get(controllerName);
  const inputs: RouteInputs = { body: [], query: [], readsBody: false };
  if (!controller) return inputs;
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, methodName) ?? {}) as Record<
    string,
    { index: number; data?: unknown }
  >;
  const types = (Reflect.getMetadata('design:paramtypes', controller.prototype, methodName) ?? []) as unknown[];
  for (const [key, { index, data }] of Object.entries(args)) {
    const kind = Number(key.split(':')[0]);
    const named = typeof data === 'string' ? [{ name: data, rules: [] }] : dtoFields(types[index]);
    if (kind === RouteParamtypes.BODY) {
      inputs.readsBody = true;
      inputs.body.push(...named);
    } else if (kind === RouteParamtypes.QUERY) inputs.query.push(...named);
    else if (kind === RouteParamtypes.REQUEST) inputs.readsBody = true;
  }
  return inputs;
}

/** A value the field's rules would likely accept, so that the other fields of a body reach the handler. */
function plausible(field: Field): unknown {
  const rule = (name: string) => field.rules.find((r) => r.name === name);
  const isIn = rule('isIn');
  if (isIn && Array.isArray(isIn.constraints[0])) return (isIn.constraints[0] as unknown[])[0];
  const isEnum = rule('isEnum');
  if (isEnum && isEnum.constraints[0] && typeof isEnum.constraints[0] === 'object')
    return Object.values(isEnum.constraints[0] as object)[0] as unknown;
  if (rule('isInt') || rule('isNumber') || rule('min') || rule('max') || rule('isPositive')) return 1;
  if (rule('isBoolean')) return true;
  if (rule('isArray') || rule('arrayMaxSize') || rule('arrayMinSize')) return [];
  if (rule('isEmail')) return 'bad.input@example.test';
  if (rule('isUuid') || rule('isUUID')) return '00000000-0000-4000-8000-00000000b0d1';
  if (rule('isDateString') || rule('isIso8601') || rule('isISO8601')) return '2025-01-31';
  if (rule('isNumberString') || rule('isDecimal')) return '10.00';
  if (/amount|_minor$|count|page|limit/i.test(field.name)) return '10.00';
  return 'bad1input';
}

// ---------------------------------------------------------------------------------------------------------
// Malformed values

const controls = [...Array(32).keys()].map((c) => String.fromCharCode(c)).concat('\u007f');
/** Text with NUL and control characters among ordinary letters (Latin and Bangla). */
const controlText = fc.string({ unit: fc.constantFrom(...controls, 'a', 'Z', '0', ' ', 'ক', '%', '/', "'"), minLength: 1, maxLength: 24 });
const nasty = fc.constantFrom(
  '\u0000',
  'admin\u0000',
  '\u0000\u0000\u0000',
  '\u001b[31m',
  '\ud800', // a lone surrogate
  "'; DROP TABLE players; --",
  '%00',
  '../../../etc/passwd',
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  '',
  ' ',
  'x'.repeat(100_000),
);
/** Placed in a body as a JSON number the JavaScript side cannot hold; replaced after JSON.stringify. */
const RAW_NUMBERS = ['1e400', '-1e400', '123456789012345678901234567890', '0.0000000000000000000000000001', '-0', '1E+308'];
const RAW = (n: string) => `@@raw:${n}@@`;
const nestedValue = (levels: number): unknown => {
  let value: unknown = 'deep';
  for (let i = 0; i < levels; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
};
const wrongTyped = fc.constantFrom<unknown>(
  true,
  false,
  null,
  0,
  -1,
  1.5,
  Number.MAX_SAFE_INTEGER + 2,
  -1e21,
  1e21,
  [],
  ['a', 1, null],
  {},
  { $gt: '' },
  { __proto__: null, toString: 'x' },
  nestedValue(40),
  ...RAW_NUMBERS.map(RAW),
);
const badValue = fc.oneof(controlText, nasty, wrongTyped);

/** Escapes for a path parameter or query value, as they go on the wire. */
const rawEscapes = [
  '%00',
  'a%00b',
  '%0a',
  '%0d%0a',
  '%1b',
  '%7f',
  '%',
  '%%',
  '%zz',
  '%E0%A4%A',
  '%FF',
  '%C0%AF',
  '%ED%A0%80', // an encoded surrogate
  '..%2f',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '%252e%252e%252f',
  '%5C..%5C',
  'x'.repeat(8000),
  '-1',
  '0',
  '1e400',
  '99999999999999999999999999999',
  'NaN',
  'null',
  'undefined',
  '%E0%A6%96%E0%A7%87%E0%A6%B2%E0%A6%BE',
  "'%20OR%201=1--",
  '%7B%22a%22%3A1%7D',
];
const encodedText = controlText.map((text) => encodeURIComponent(text));

/** Whole bodies no handler expects: [what, content type, body]. */
const wholeBodies = (): Array<[string, string | undefined, string | Buffer]> => [
  ['malformed JSON', 'application/json', '{"username":'],
  ['JSON with a trailing comma', 'application/json', '{"a":1,}'],
  ['an array instead of an object', 'application/json', '[]'],
  ['an array of objects', 'application/json', '[{"a":1},{"b":2}]'],
  ['a JSON string', 'application/json', '"text"'],
  ['a JSON number', 'application/json', '12345678901234567890'],
  ['JSON null', 'application/json', 'null'],
  ['an empty JSON body', 'application/json', ''],
  ['a __proto__ key', 'application/json', '{"__proto__":{"isAdmin":true,"roles":["admin"]}}'],
  ['a constructor.prototype key', 'application/json', '{"constructor":{"prototype":{"isAdmin":true}}}'],
  ['a NUL in a key', 'application/json', '{"user\\u0000name":"a"}'],
  ['objects nested 5,000 deep', 'application/json', '{"a":'.repeat(5000) + '1' + '}'.repeat(5000)],
  ['arrays nested 200,000 deep', 'application/json', '['.repeat(200_000) + ']'.repeat(200_000)],
  ['a body over the 1mb limit', 'application/json', JSON.stringify({ text: 'x'.repeat(1_100_000) })],
  ['JSON sent as text/plain', 'text/plain', '{"username":"a"}'],
  ['XML', 'application/xml', '<a><b>1</b></a>'],
  ['a form with a NUL', 'application/x-www-form-urlencoded', 'username=a%00b&password=x'],
  ['a form with broken escapes', 'application/x-www-form-urlencoded', 'username=%E0%A4%A&x=%'],
  ['a broken multipart body', 'multipart/form-data; boundary=zzz', '--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\n\u0000'],
  ['multipart without a boundary', 'multipart/form-data', 'garbage'],
  ['JSON in UTF-16', 'application/json; charset=utf-16', Buffer.from('{"a":1}', 'utf16le')],
  ['JSON in an unknown charset', 'application/json; charset=koi8-r', '{"a":1}'],
  ['invalid UTF-8 in JSON', 'application/json', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0xaf, 0x22, 0x7d])],
  ['a body with no content type', undefined, '{"a":1}'],
];

// ---------------------------------------------------------------------------------------------------------
// What an answer to a malformed request must never show

const leaks: Array<[string, RegExp]> = [
  ['a stack trace', /\n\s*at\s|\bat\s+\S+\s+\(|:\d+:\d+\)/],
  [
    'an exception class',
    /QueryFailedError|DatabaseError|EntityNotFound|TypeORMError|TypeError|RangeError|ReferenceError|SyntaxError|URIError/,
  ],
  ['a runtime message', /Cannot read propert|is not a function|Maximum call stack|is not defined|undefined \(reading/i],
  // SQL keywords as statements spell them (an English message may well say "select a method from the list")
  ['SQL', /\b(SELECT\s.+\sFROM|INSERT INTO|UPDATE\s+\w+\s+SET|DELETE FROM|WHERE\s+\w+\s*=|SQLSTATE)\b/],
  [
    'a Postgres error',
    /syntax error at or near|relation "|column "|violates .* constraint|invalid input syntax|invalid byte sequence|out of range for type|pg_catalog/i,
  ],
  ['a file path', /(\/(work|home|srv|usr|app|opt|var|tmp)\/[\w.-]+|node_modules|\.tsx?:\d+|\.m?js:\d+|file:\/\/|[A-Z]:\\)/],
];

/** The usual error body: JSON `{ message, errors? }`. */
function isErrorBody(text: string): boolean {
  try {
    const body = JSON.parse(text) as { message?: unknown };
    return typeof body === 'object' && body !== null && typeof body.message === 'string';
  } catch {
    return false;
  }
}

describe('security: malformed input never answers 5xx nor leaks internals', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let app: TestApp;
  let sql: pg.Pool;
  let routes: RouteInfo[];
  let playerId: string;
  let adminId: string;
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  /** How long one request may go unanswered: 15 s idle, more on a loaded machine (a hang still fails). */
  const answerBound = hangBound(15_000);
  let sentFrom = 0;

  /** A raw request: the path goes on the wire exactly as written, the body as given. */
  const send = (attempt: Attempt, token: string | undefined, retried = false): Promise<{ status: number; body: string }> =>
    new Promise((resolve, reject) => {
      const { port } = new URL(app.url);
      sentFrom += 1;
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: attempt.route.method,
          path: attempt.path,
          agent,
          timeout: answerBound,
          headers: {
            // a different client address per request (TRUST_PROXY=loopback), so per-IP limits do not turn every later case into 429
            'x-forwarded-for': `10.${(sentFrom >> 16) & 255}.${(sentFrom >> 8) & 255}.${sentFrom & 255}`,
            // money-moving staff routes want one, so that the body gets to validation and the handler
            'idempotency-key': `bad-input-${prefix}-${sentFrom}`,
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(attempt.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(attempt.body)) }),
            ...attempt.headers,
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error(`no answer within ${answerBound} ms`)));
      req.on('error', (error: NodeJS.ErrnoException) => {
        if (!retried && isStaleSocketReset(req, error)) resolve(send(attempt, token, true));
        else reject(error);
      });
      req.end(attempt.body);
    });

  beforeAll(async () => {
    console.log(`bad-input suite: fast-check seed ${SEED} (rerun with BAD_INPUT_SEED=${SEED})`);
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, env: { REDIS_PREFIX: prefix, TRUST_PROXY: 'loopback' } });
    sql = new pg.Pool({ connectionString: db.url, max: 2 });
    // Some data behind the routes, so lookups find rows and handlers go past "not found".
    await app.app.get(DemoPaymentMethodsSeed).seed();
    await app.app.get(DemoCatalogueSeed).seed();
    const { rows: players } = await sql.query<{ id: string }>(
      `INSERT INTO players (username, password_hash, email, phone, currency, referral_code, phone_verified_at, dofb)
       VALUES ('badinput1', 'x', 'badinput1@example.test', '01719000001', 'BDT', 'BADINPUT1', now(), '1990-01-01') RETURNING id::text`,
    );
    playerId = players[0]!.id;
    await app.app
      .get(CommandBus)
      .execute(new OpenWalletCommand({ playerId, currency: 'BDT' }, { actor: { kind: 'system', id: 'bad-input-test' } }));
    const { rows: staff } = await sql.query<{ id: string }>(
      `INSERT INTO staff_users (username, display_name, password_hash, roles) VALUES ('badinput-admin', 'Bad Input', 'x', ARRAY['admin']) RETURNING id::text`,
    );
    adminId = staff[0]!.id;
    routes = routeTable(app.app);
  }, hangBound(90_000));

  // The player's wallet leaves ledger data: the test runner verifies it, then drops the database.
  afterAll(async () => {
    agent.destroy();
    await sql?.end();
    await app?.close();
    await clearRedisPrefix(prefix);
  });

  /** Who the route admits (gets every case) and who does not (gets the few cases that must be refused before the guard). */
  const admitted = (route: RouteInfo): Caller[] => {
    switch (route.access.kind) {
      case 'public':
        return ['anonymous', 'player'];
      case 'staff-public':
        return ['anonymous'];
      case 'player':
        return ['player'];
      default:
        return ['admin'];
    }
  };

  /** A path with each parameter filled: `odd` in the one under test, an ordinary value elsewhere. */
  const fill = (route: RouteInfo, odd?: { param: string; raw: string }) =>
    route.path.replace(/:(\w+)/g, (_, name: string) =>
      odd?.param === name ? odd.raw : /id$/i.test(name) ? (name === 'id' ? '00000000-0000-4000-8000-00000000b0d1' : '1') : 'slot1',
    );

  const bodyText = (value: unknown) =>
    JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v)).replace(/"@@raw:([^@]+)@@"/g, '$1');

  function attemptsFor(route: RouteInfo, inputs: RouteInputs, caller: Caller, seed: number): Attempt[] {
    const out: Attempt[] = [];
    const base = fill(route);
    const takesBody = route.method !== 'GET';
    const json = { 'content-type': 'application/json' };
    const plausibleBody = Object.fromEntries(inputs.body.map((f) => [f.name, plausible(f)]));

    // path parameters
    for (const param of route.params) {
      const samples = fc.sample(encodedText, { seed: seed + 1, numRuns: RUNS });
      for (const raw of [...rawEscapes, ...samples])
        out.push({ route, caller, what: `path :${param} = ${raw.slice(0, 40)}`, path: fill(route, { param, raw }) });
    }

    // query fields: the handler's own get every case; a route that declares none still gets a common name
    // with a few (a handler may read the query some other way)
    const declared = new Set(inputs.query.map((f) => f.name));
    const fewEscapes = ['%00', '%E0%A4%A', '%FF', '99999999999999999999999999999', '-1'];
    for (const name of declared.size ? declared : ['q', 'page']) {
      const raws = declared.size
        ? [...rawEscapes.filter((r) => r.length < 100), ...fc.sample(encodedText, { seed: seed + 2, numRuns: RUNS })]
        : fewEscapes;
      for (const raw of raws) out.push({ route, caller, what: `query ${name}=${raw.slice(0, 40)}`, path: `${base}?${name}=${raw}` });
      out.push({ route, caller, what: `query ${name} repeated`, path: `${base}?${name}=1&${name}=2&${name}[]=3` });
      out.push({ route, caller, what: `query ${name}[__proto__]`, path: `${base}?${name}[__proto__][x]=1&__proto__=1` });
    }
    out.push({ route, caller, what: 'query name with NUL', path: `${base}?a%00b=1` });
    out.push({ route, caller, what: 'query over 8 kB', path: `${base}?q=${'x'.repeat(12_000)}` });

    if (!takesBody) return out;

    // whole bodies
    for (const [what, type, body] of wholeBodies())
      out.push({ route, caller, what: `body: ${what}`, path: base, headers: type ? { 'content-type': type } : {}, body });

    // each declared body field malformed, the others plausible
    for (const field of inputs.body) {
      for (const value of fc.sample(badValue, { seed: seed + 3 + field.name.length, numRuns: RUNS * 2 }))
        out.push({
          route,
          caller,
          what: `body ${field.name} = ${bodyText(value).slice(0, 40)}`,
          path: base,
          headers: json,
          body: bodyText({ ...plausibleBody, [field.name]: value }),
        });
      out.push({
        route,
        caller,
        what: `body ${field.name} under a NUL key`,
        path: base,
        headers: json,
        body: bodyText({ ...plausibleBody, [`${field.name}\u0000`]: 'x' }),
      });
    }
    // bodies fast-check makes up whole: plausible fields mixed with malformed ones and unknown keys
    const fieldNames = inputs.body.map((f) => f.name);
    const mixed = fc.dictionary(
      fc.oneof(fc.constantFrom(...fieldNames, '__proto__', 'constructor', 'a\u0000'), fc.string({ maxLength: 6 })),
      fc.oneof(badValue, fc.jsonValue({ maxDepth: 3 })),
      { maxKeys: 6 },
    );
    for (const value of fc.sample(mixed, { seed: seed + 4, numRuns: RUNS }))
      out.push({
        route,
        caller,
        what: `body ${bodyText(value).slice(0, 60)}`,
        path: base,
        headers: json,
        body: bodyText({ ...plausibleBody, ...value }),
      });
    return out;
  }

  /** The few cases a caller the route does not admit gets: refused at the door or at the guard, never 5xx. */
  const refusedCases = (route: RouteInfo, caller: Caller): Attempt[] => {
    const base = fill(route);
    const out: Attempt[] = [
      { route, caller, what: 'query NUL', path: `${base}?q=%00` },
      { route, caller, what: 'query broken escape', path: `${base}?q=%E0%A4%A` },
    ];
    for (const param of route.params) out.push({ route, caller, what: `path :${param} NUL`, path: fill(route, { param, raw: '%00' }) });
    if (route.method !== 'GET') {
      out.push({ route, caller, what: 'body malformed', path: base, headers: { 'content-type': 'application/json' }, body: '{"a":' });
      out.push({
        route,
        caller,
        what: 'body deep',
        path: base,
        headers: { 'content-type': 'application/json' },
        body: '['.repeat(50_000) + ']'.repeat(50_000),
      });
    }
    return out;
  };

  /** Runs the attempts a few at a time; returns what went wrong. */
  const statuses = new Map<number, number>();
  async function run(attempts: Attempt[], tokens: Map<Caller, string | undefined>): Promise<string[]> {
    const problems: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < attempts.length) {
        const attempt = attempts[next++]!;
        const label = `${attempt.route.method} ${attempt.route.path} as ${attempt.caller} [${attempt.what}]`;
        try {
          const { status, body } = await send(attempt, tokens.get(attempt.caller));
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status >= 500) problems.push(`${label}: ${status} ${body.slice(0, 200)}`);
          else if (status >= 400) {
            const leak = leaks.find(([, pattern]) => pattern.test(body));
            if (leak) problems.push(`${label}: ${status} shows ${leak[0]}: ${body.slice(0, 300)}`);
            else if (!isErrorBody(body)) problems.push(`${label}: ${status} without the usual { message } body: ${body.slice(0, 200)}`);
          }
        } catch (error) {
          problems.push(`${label}: no answer (${(error as Error).message})`);
        }
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    return problems;
  }

  it('reads what every route takes from its handler (the suite sees body and query fields)', () => {
    const controllers = controllersByName(app.app);
    expect(routes.length).toBeGreaterThan(80);
    const withFields = routes.filter((r) => {
      const inputs = inputsOf(r, controllers);
      return inputs.body.length + inputs.query.length > 0;
    });
    // most routes declare their input; a handler found none for would still get the whole-body and query cases
    expect(withFields.length).toBeGreaterThan(routes.length / 3);
    expect(
      inputsOf(
        routes.find((r) => r.path === '/api/login' && r.method === 'POST')!,
        controllers,
      ).body.map((f) => f.name),
    ).toContain('username');
  });

  it('answers the audit’s requests with 400 and the usual error body (finding 6)', async () => {
    const routeOf = (method: string, path: string) => routes.find((r) => r.method === method && r.path === path)!;
    const player = (await app.app.get(SessionStore).issue('player', playerId)).token;
    const admin = (await app.app.get(SessionStore).issue('staff', adminId)).token;
    const json = { 'content-type': 'application/json' };
    const cases: Array<[Attempt, string | undefined]> = [
      [
        { route: routeOf('GET', '/api/showpayment-menthod'), caller: 'anonymous', what: '', path: '/api/showpayment-menthod?name=%00' },
        undefined,
      ],
      [{ route: routeOf('DELETE', '/api/favorites/:gameCode'), caller: 'player', what: '', path: '/api/favorites/%00' }, player],
      [{ route: routeOf('GET', '/api/admin/players'), caller: 'admin', what: '', path: '/api/admin/players?q=%00' }, admin],
      [
        {
          route: routeOf('GET', '/api/fair/verify'),
          caller: 'anonymous',
          what: '',
          path: '/api/fair/verify?game=dice&serverSeed=%00&clientSeed=x&nonce=1',
        },
        undefined,
      ],
      [
        {
          route: routeOf('POST', '/api/admin/auth/login'),
          caller: 'anonymous',
          what: '',
          path: '/api/admin/auth/login',
          headers: json,
          body: JSON.stringify({ username: 'admin\u0000', password: 'x', otp: '123456' }),
        },
        undefined,
      ],
      [
        {
          route: routeOf('POST', '/api/admin/players/:id/adjustments'),
          caller: 'admin',
          what: '',
          path: `/api/admin/players/${playerId}/adjustments`,
          headers: json,
          body: JSON.stringify({ amount: '10.00', reason: 'goodwill\u0000' }),
        },
        admin,
      ],
      [
        {
          route: routeOf('POST', '/api/login'),
          caller: 'anonymous',
          what: '',
          path: '/api/login',
          headers: json,
          body: '{"username":'.repeat(20_000) + '"a"' + '}'.repeat(20_000),
        },
        undefined,
      ],
    ];
    const messages = [
      'name contains a character that is not allowed.',
      'The address contains a character that is not allowed.',
      'q contains a character that is not allowed.',
      'serverSeed contains a character that is not allowed.',
      'username contains a character that is not allowed.',
      'reason contains a character that is not allowed.',
      'Request body is nested too deeply.',
    ];
    const answers = [];
    for (const [attempt, token] of cases) {
      const { status, body } = await send(attempt, token);
      answers.push({
        request: `${attempt.route.method} ${attempt.path.slice(0, 50)}`,
        status,
        message: isErrorBody(body) && JSON.parse(body).message,
      });
    }
    expect(answers).toEqual(
      cases.map(([a], i) => ({ request: `${a.route.method} ${a.path.slice(0, 50)}`, status: 400, message: messages[i] })),
    );
  });

  it('answers every malformed request to every route with 4xx or success, never 5xx, stacks, SQL or paths', async () => {
    const controllers = controllersByName(app.app);
    const sessions = app.app.get(SessionStore);
    const problems: string[] = [];
    let sent = 0;
    for (const [index, route] of routes.entries()) {
      // fresh sessions per route: a route that ends a session (logout) must not leave the next ones unauthenticated
      const tokens = new Map<Caller, string | undefined>([
        ['anonymous', undefined],
        ['player', (await sessions.issue('player', playerId)).token],
        ['admin', (await sessions.issue('staff', adminId)).token],
      ]);
      const inputs = inputsOf(route, controllers);
      const who = admitted(route);
      const attempts = [
        ...who.flatMap((caller) => attemptsFor(route, inputs, caller, SEED + index * 10)),
        ...(['anonymous', 'player', 'admin'] as const).filter((c) => !who.includes(c)).flatMap((caller) => refusedCases(route, caller)),
      ];
      sent += attempts.length;
      problems.push(...(await run(attempts, tokens)));
    }
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
    console.log(`bad-input suite: ${sent} requests to ${routes.length} routes, seed ${SEED}; answers ${byStatus.join(', ')}`);
    expect(problems).toEqual([]);
  });
});
