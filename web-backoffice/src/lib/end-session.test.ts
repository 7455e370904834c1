import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/render';
import { startTestSession } from '@/testing/session';
import { api, endSession } from './api-client';

// Its own file: endSession() lasts until the page is loaded again, as after a real sign-out.
describe('back-office API client after sign-out', () => {
  it('sends the sign-out, then nothing more: a later query waits unanswered and ends only when aborted', async () => {
    startTestSession('csrf-abc');
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => jsonResponse({}));
    vi.stubGlobal('fetch', fetchMock);

    const signedOut = api.post('/api/admin/auth/logout');
    endSession();
    await signedOut;
    const poll = new AbortController();
    const later = api.get('/api/admin/payments/pending-count', { signal: poll.signal });
    const settled = vi.fn();
    later.then(settled, settled);
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(['/api/admin/auth/logout']);
    expect(settled).not.toHaveBeenCalled();
    poll.abort();
    await expect(later).rejects.toBeDefined();
  });
});
