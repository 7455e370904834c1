import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/render';
import { api, ApiError } from './api-client';

afterEach(() => vi.restoreAllMocks());

describe('api client', () => {
  it('sends JSON and the stored bearer token', async () => {
    window.localStorage.setItem('token', 'abc123');
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => jsonResponse({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(api.post<{ ok: boolean }>('/api/thing', { a: 1 })).resolves.toEqual({ ok: true });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(url).toBe('/api/thing');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(headers.get('Authorization')).toBe('Bearer abc123');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends no Authorization header when logged out', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => jsonResponse([]));
    vi.stubGlobal('fetch', fetchMock);
    await api.get('/api/logo');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
  });

  it('throws an ApiError carrying the server ErrorBody', async () => {
    const body = { message: 'Invalid input', errors: { phone: ['Phone is required'] } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(body, 422)),
    );

    const error = await api.get('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).body).toEqual(body);
  });

  it('gives a readable message when the error body is not ours', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(api.get('/api/x')).rejects.toThrow('Request failed (HTTP 502)');

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 0 });
  });
});
