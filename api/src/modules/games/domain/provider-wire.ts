import type {
  ProviderBalanceRequest,
  ProviderBetRequest,
  ProviderRollbackRequest,
  ProviderStatus,
  ProviderUserInfoRequest,
  ProviderWinRequest,
} from '@khela/contracts';

/** The five calls of the seamless wallet API (`POST /api/provider/{provider}/{call}`). */
export const providerCalls = ['user/info', 'user/balance', 'transaction/bet', 'transaction/win', 'transaction/rollback'] as const;
export type ProviderCall = (typeof providerCalls)[number];

export type ProviderRequest =
  | { call: 'user/info'; body: ProviderUserInfoRequest }
  | { call: 'user/balance'; body: ProviderBalanceRequest }
  | { call: 'transaction/bet'; body: ProviderBetRequest }
  | { call: 'transaction/win'; body: ProviderWinRequest }
  | { call: 'transaction/rollback'; body: ProviderRollbackRequest };

export type ParsedCall =
  | { ok: true; request: ProviderRequest }
  | { ok: false; status: Extract<ProviderStatus, 'RS_ERROR_WRONG_SYNTAX' | 'RS_ERROR_WRONG_TYPES'>; requestUuid: string };

type FieldKind = 'id' | 'amount' | 'flag';
const base: Record<string, FieldKind> = { request_uuid: 'id', user: 'id' };
const money: Record<string, FieldKind> = { ...base, token: 'id', game_code: 'id', round: 'id', transaction_uuid: 'id' };
/** Required fields of each call; optional ones are checked when present. */
const required: Record<ProviderCall, Record<string, FieldKind>> = {
  'user/info': base,
  'user/balance': { ...base, token: 'id', game_code: 'id' },
  'transaction/bet': { ...money, currency: 'id', amount: 'amount' },
  'transaction/win': { ...money, reference_transaction_uuid: 'id', currency: 'id', amount: 'amount' },
  'transaction/rollback': { ...money, reference_transaction_uuid: 'id' },
};
const optional: Record<ProviderCall, Record<string, FieldKind>> = {
  'user/info': { token: 'id' },
  'user/balance': {},
  'transaction/bet': { is_free: 'flag' },
  'transaction/win': { round_closed: 'flag' },
  'transaction/rollback': {},
};

/** Ids are printable text we can store and echo; 200 characters is far above any provider's uuids. */
const isId = (v: unknown) => typeof v === 'string' && v.length > 0 && v.length <= 200 && ![...v].some((ch) => ch < ' ' || ch === '\u007f');
const typeOk = (kind: FieldKind, v: unknown) =>
  kind === 'id' ? isId(v) : kind === 'flag' ? typeof v === 'boolean' : typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/**
 * Reads a provider call from its raw body. Missing fields or a body that is not a JSON object:
 * RS_ERROR_WRONG_SYNTAX; a field of the wrong type (an amount that is not a whole number of poisha, a
 * negative one, a bet of 0, an empty id): RS_ERROR_WRONG_TYPES. Nothing is acted on unless this says ok.
 */
export function parseProviderCall(call: ProviderCall, raw: Buffer | string): ParsedCall {
  let body: unknown;
  try {
    body = JSON.parse(typeof raw === 'string' ? raw : raw.toString('utf8'));
  } catch {
    return { ok: false, status: 'RS_ERROR_WRONG_SYNTAX', requestUuid: '' };
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { ok: false, status: 'RS_ERROR_WRONG_SYNTAX', requestUuid: '' };
  const fields = body as Record<string, unknown>;
  const requestUuid = isId(fields.request_uuid) ? (fields.request_uuid as string) : '';
  const fail = (status: 'RS_ERROR_WRONG_SYNTAX' | 'RS_ERROR_WRONG_TYPES'): ParsedCall => ({ ok: false, status, requestUuid });
  const has = (name: string) => Object.hasOwn(fields, name) && fields[name] !== null && fields[name] !== undefined;
  if (Object.keys(required[call]).some((name) => !has(name))) return fail('RS_ERROR_WRONG_SYNTAX');
  for (const [name, kind] of Object.entries(required[call])) if (!typeOk(kind, fields[name])) return fail('RS_ERROR_WRONG_TYPES');
  for (const [name, kind] of Object.entries(optional[call]))
    if (has(name) && !typeOk(kind, fields[name])) return fail('RS_ERROR_WRONG_TYPES');
  if (call === 'transaction/bet' && fields.amount === 0) return fail('RS_ERROR_WRONG_TYPES');
  return { ok: true, request: { call, body } as ProviderRequest };
}

/**
 * What makes two calls with one transaction_uuid "the same": everything but request_uuid and token (a
 * provider's retry may carry a new request id or a refreshed token). Keys sorted, so field order is free.
 */
export function contentOf(request: ProviderRequest): string {
  const { request_uuid: _requestUuid, token: _token, ...rest } = request.body as unknown as Record<string, unknown>;
  const known = { ...required[request.call], ...optional[request.call] };
  const kept = Object.keys(rest)
    .filter((k) => k in known)
    .sort()
    .map((k) => [k, rest[k]]);
  return JSON.stringify([request.call, kept]);
}
