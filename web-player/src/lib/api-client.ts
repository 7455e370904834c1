import type { ErrorBody } from '@khela/contracts';
import { env } from '@/config/env';

/** Browser storage key of the player's session token (spec section 3, "Browser storage keys"). */
export const TOKEN_STORAGE_KEY = 'token';

/** A failed API call. `status` is 0 when the server could not be reached at all. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody;
  /** How long the server asks the client to wait (429 answers, code resends), when it says. */
  readonly retryAfterSeconds?: number;

  constructor(status: number, body: ErrorBody, retryAfterSeconds?: number) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Retry-After in seconds, else a seconds field of the body; undefined when neither is there. */
function readRetryAfter(payload: unknown, response: Response): number | undefined {
  const header = Number(response.headers.get('retry-after'));
  if (Number.isFinite(header) && header > 0) return header;
  if (!isRecord(payload)) return undefined;
  for (const key of ['retryAfterSeconds', 'retry_after', 'wait_seconds']) {
    const value = Number(payload[key]);
    if (Number.isFinite(value) && value > 0) return value;
  }
  return undefined;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    // Storage can be blocked (privacy modes); treat it as logged out.
    return null;
  }
}

/** Turns an image or file path from the API into a URL the browser can load. */
export function apiAssetUrl(path: string): string {
  return path.startsWith('/') && !path.startsWith('//') ? `${env.API_URL}${path}` : path;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads the error body whatever the server sent: our ErrorBody, Nest's default, or HTML. */
function toErrorBody(payload: unknown, response: Response): ErrorBody {
  const fallback = `Request failed (HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''})`;
  if (!isRecord(payload)) return { message: fallback };
  const { message, errors } = payload;
  const text =
    typeof message === 'string' && message !== ''
      ? message
      : Array.isArray(message) && message.every((m) => typeof m === 'string') && message.length > 0
        ? message.join('; ')
        : fallback;
  return isRecord(errors) ? { message: text, errors: errors as ErrorBody['errors'] } : { message: text };
}

async function readJson(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (response.status === 204 || !type.includes('json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch(`${env.API_URL}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, { message: 'Could not reach the server. Check your connection and try again.' });
  }

  const payload = await readJson(response);
  if (!response.ok) throw new ApiError(response.status, toErrorBody(payload, response), readRetryAfter(payload, response));
  return payload as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
