import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/render';
import { startTestSession } from '@/testing/session';
import { api, fetchBlob, forgetLegacyToken, forgetSession, hasSession } from './api-client';

function stubFetch() {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => jsonResponse({ ok: true }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const headersOf = (fetchMock: ReturnType<typeof stubFetch>, index: number) => new Headers(fetchMock.mock.calls[index]![1]?.headers);

describe('back-office API client: cookie sessions', () => {
  it('sends every call with the same-origin cookies, never a bearer token; writes echo the CSRF cookie, reads do not', async () => {
    window.localStorage.setItem('staff_token', 'old-token'); // even a token an old version left behind is not sent
    startTestSession('csrf-abc');
    const fetchMock = stubFetch();
    await api.get('/api/admin/me');
    await api.post('/api/admin/staff', { username: 'x' });
    await api.put('/api/admin/staff/1/roles', { roles: ['support'] });
    await api.patch('/api/admin/x', {});
    await api.delete('/api/admin/x');
    await fetchBlob('/api/admin/audit.csv');

    expect(fetchMock.mock.calls.map(([, init]) => init?.credentials)).toEqual(Array(6).fill('same-origin'));
    expect(fetchMock.mock.calls.map((_, i) => headersOf(fetchMock, i).get('Authorization'))).toEqual(Array(6).fill(null));
    expect(fetchMock.mock.calls.map((_, i) => headersOf(fetchMock, i).get('X-CSRF-Token'))).toEqual([
      null,
      'csrf-abc',
      'csrf-abc',
      'csrf-abc',
      'csrf-abc',
      null,
    ]);
  });

  it('knows a session by its CSRF cookie and forgets it', () => {
    expect(hasSession()).toBe(false);
    startTestSession();
    expect(hasSession()).toBe(true);
    forgetSession();
    expect(hasSession()).toBe(false);
    expect(document.cookie).not.toContain('khela_staff_csrf');
  });

  it('removes a staff token an older version kept in localStorage', () => {
    window.localStorage.setItem('staff_token', 'old-token');
    window.localStorage.setItem('i18nextLng', 'bn');
    forgetLegacyToken();
    expect(window.localStorage.getItem('staff_token')).toBeNull();
    expect(window.localStorage.getItem('i18nextLng')).toBe('bn');
  });
});
