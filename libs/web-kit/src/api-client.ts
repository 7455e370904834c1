import type { ErrorBody } from '@khela/contracts';

/** A refused or failed API call: the HTTP status (0 when the server could not be reached) and its body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody;
  /** How long the server asks the client to wait (429 answers, code resends), when it says. */
  readonly retryAfterSeconds?: number;
  /** The answer as sent, for refusals that carry more than a message (the withdrawal check's `reason`). */
  readonly payload?: unknown;

  constructor(status: number, body: ErrorBody, retryAfterSeconds?: number, payload?: unknown) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
    this.payload = payload;
  }
}

export interface RequestOptions {
  /** JSON-encoded, unless it is FormData (file uploads), which sets its own multipart type. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const unreachable: ErrorBody = { message: 'Could not reach the server. Check your connection and try again.' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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

/** A cookie this page can read (not HttpOnly), or null. */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

async function readJson(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (response.status === 204 || !type.includes('json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * The typed fetch wrapper of one web app: base URL from its env, errors as ApiError. The session is
 * either a bearer token kept under `tokenKey` in localStorage (the player site), or an HttpOnly cookie
 * the browser sends by itself (the back-office): then `csrfCookie` names the readable cookie whose value
 * every write echoes in X-CSRF-Token. Requests go with `credentials: 'same-origin'`. `language` (the app's
 * current language) goes out as Accept-Language, so the API's messages come back in the language on screen.
 */
/** A request that is never sent: it settles only when aborted (the page is going anyway). */
function waitForTheNextPage(signal?: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

export function createApiClient({
  apiUrl,
  tokenKey,
  csrfCookie,
  language,
}: {
  apiUrl: string;
  tokenKey?: string;
  csrfCookie?: string;
  language?: () => string;
}) {
  function readToken(): string | null {
    if (!tokenKey) return null;
    try {
      return window.localStorage.getItem(tokenKey);
    } catch {
      // Storage can be blocked (privacy modes); treat it as logged out.
      return null;
    }
  }

  function authHeaders(method: string, extra?: Record<string, string>): Headers {
    const headers = new Headers(extra);
    const token = readToken();
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    const csrf = csrfCookie && unsafeMethods.has(method) ? readCookie(csrfCookie) : null;
    if (csrf && !headers.has('X-CSRF-Token')) headers.set('X-CSRF-Token', csrf);
    if (language && !headers.has('Accept-Language')) headers.set('Accept-Language', language());
    return headers;
  }

  // Set by endSession(): the user signed out, so nothing more is sent (see endSession).
  let ended = false;

  async function send(path: string, init: RequestInit, signal?: AbortSignal): Promise<Response> {
    if (ended) return waitForTheNextPage(signal);
    try {
      return await fetch(`${apiUrl}${path}`, { ...init, credentials: 'same-origin', signal });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError(0, unreachable);
    }
  }

  async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
    const headers = authHeaders(method, options.headers);
    headers.set('Accept', 'application/json');
    const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
    if (options.body !== undefined && !isForm) headers.set('Content-Type', 'application/json');
    const body = options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body);
    const response = await send(path, { method, headers, body }, options.signal);
    const payload = await readJson(response);
    if (!response.ok) throw new ApiError(response.status, toErrorBody(payload, response), readRetryAfter(payload, response), payload);
    return payload as T;
  }

  return {
    readToken,

    /**
     * The user signed out and the page is about to be left: from now on no request reaches the API. A poll
     * or a query started after the session ended would only come back 401 (logged by the browser as an
     * error, and briefly shown as "sign in again"); instead it waits, unanswered, for the page to go, and
     * ends only if its caller aborts it. Call it right after sending the sign-out itself.
     */
    endSession(): void {
      ended = true;
    },
    api: {
      get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
      post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
      put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
      patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
      delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
    },

    /** GET a file (e.g. a CSV export or a receipt image) with the session; refusals come back as ApiError like any call. */
    async fetchBlob(path: string, options: { signal?: AbortSignal } = {}): Promise<Blob> {
      const response = await send(path, { method: 'GET', headers: authHeaders('GET') }, options.signal);
      if (!response.ok) throw new ApiError(response.status, toErrorBody(await readJson(response), response));
      return response.blob();
    },

    /** Turns an image or file path from the API into a URL the browser can load. */
    apiAssetUrl(path: string): string {
      return path.startsWith('/') && !path.startsWith('//') ? `${apiUrl}${path}` : path;
    },
  };
}
