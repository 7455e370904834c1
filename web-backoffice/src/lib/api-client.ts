import type { ErrorBody } from '@khela/contracts';
import { env } from '@/config/env';

/**
 * Browser storage key of the staff session token. The back office shares its origin (and so its
 * localStorage) with the player site, so it must not use the player's 'token' key.
 */
export const TOKEN_STORAGE_KEY = 'staff_token';

/** A failed API call. `status` is 0 when the server could not be reached at all. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody;

  constructor(status: number, body: ErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
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

/** Whether a staff token is kept at all (it may still be expired or revoked: the API decides). */
export function hasStoredToken(): boolean {
  return readToken() !== null;
}

/** Keeps the staff token for later calls; `null` signs out. */
export function storeToken(token: string | null): void {
  if (token === null) window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  else window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
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
  // A FormData body (file uploads) sets its own multipart Content-Type with the boundary.
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers.set('Content-Type', 'application/json');
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch(`${env.API_URL}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, { message: 'Could not reach the server. Check your connection and try again.' });
  }

  const payload = await readJson(response);
  if (!response.ok) throw new ApiError(response.status, toErrorBody(payload, response));
  return payload as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};

/** GET a file (e.g. a CSV export) with the staff token; refusals come back as ApiError like any call. */
export async function fetchBlob(path: string, options: { signal?: AbortSignal } = {}): Promise<Blob> {
  const headers = new Headers();
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(`${env.API_URL}${path}`, { method: 'GET', headers, signal: options.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, { message: 'Could not reach the server. Check your connection and try again.' });
  }
  if (!response.ok) throw new ApiError(response.status, toErrorBody(await readJson(response), response));
  return response.blob();
}
