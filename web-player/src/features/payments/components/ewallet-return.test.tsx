import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n';
import { renderWithProviders, requestPath, stubFetchByPath } from '@/testing/render';
import { EwalletReturn } from './ewallet-return';

// The player's socket, faked: the test pushes 'payment' and 'balance' events by hand.
const pushes = vi.hoisted(() => new Map<string, (payload: unknown) => void>());
vi.mock('@/lib/use-player-event', () => ({
  usePlayerEvent: (event: string, handler: (payload: unknown) => void) => {
    pushes.set(event, handler);
  },
}));

const paid = { success: true, status: 'paid', amount: '500.00', message: 'Payment received.' };
const adding = 'Payment received! Adding ৳ 500.00 to your balance…';
const added = 'Payment received! ৳ 500.00 has been added to your balance.';
const delayed = 'Payment received. ৳ 500.00 will appear in your balance shortly; there is no need to pay again.';

/** /ewallet-return?trx_id=SIM1 with POST /api/ewa/confirm answering `answers` in turn (the last one repeats). */
function setup(answers: unknown[], props: { creditWaitMs?: number } = {}) {
  window.localStorage.setItem('token', 'session-token');
  let asked = 0;
  const fetchMock = stubFetchByPath({ '/api/ewa/confirm': () => answers[Math.min(asked++, answers.length - 1)] });
  renderWithProviders(<EwalletReturn {...props} />, { route: '/ewallet-return?trx_id=SIM1' });
  const confirmCalls = () => fetchMock.mock.calls.filter(([input]) => requestPath(input) === '/api/ewa/confirm').length;
  return { confirmCalls };
}

describe('EwalletReturn', () => {
  it('paid but not yet credited: says it is adding the money, not that it was added, and keeps asking until credited', async () => {
    // the clock runs as usual, and the test can also jump it (to show that nothing more is asked)
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const view = setup([
        { ...paid, credited: false },
        { ...paid, credited: false },
        { ...paid, credited: true },
      ]);
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe(adding));
      expect(screen.queryByText(added)).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();

      // asked again every 1.5 s: the third answer is credited
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe(added));
      expect(view.confirmCalls()).toBe(3);
      // credited is final: no more asking, however long the page stays open
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect(view.confirmCalls()).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  }, 10_000);

  it('credited: says the amount was added', async () => {
    setup([{ ...paid, credited: true }]);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(added));
  });

  it('asks again at once when the socket pushes a deposit change', async () => {
    const view = setup([
      { ...paid, credited: false },
      { ...paid, credited: true },
    ]);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(adding));
    act(() => pushes.get('payment')!({ kind: 'deposit', id: 'd1', status: 'approved', key: '1', amount: '500.00', reason: null }));
    // well before the 1.5 s poll would have asked
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(added), { timeout: 1_000 });
    expect(view.confirmCalls()).toBe(2);
  });

  it('a failed re-ask (network blip) keeps saying it is adding, and the next answer wins', async () => {
    const view = setup([
      { ...paid, credited: false },
      new Response(JSON.stringify({ message: 'Bad Gateway' }), { status: 502, headers: { 'content-type': 'application/json' } }),
      { ...paid, credited: true },
    ]);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(adding));
    act(() => pushes.get('balance')!({ balance: '500.00', currency: 'BDT' }));
    await waitFor(() => expect(view.confirmCalls()).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(adding);
    act(() => pushes.get('balance')!({ balance: '500.00', currency: 'BDT' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(added), { timeout: 1_000 });
  });

  it('still not credited after the wait: says it will appear shortly and not to pay again, instead of spinning', async () => {
    setup([{ ...paid, credited: false }], { creditWaitMs: 200 });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(adding));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(delayed));
    expect(screen.queryByText(added)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('in Bangla: adding, then added', async () => {
    changeLanguage('bn');
    setup([
      { ...paid, credited: false },
      { ...paid, credited: true },
    ]);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('পেমেন্ট পাওয়া গেছে! ৳ ৫০০.০০ আপনার ব্যালেন্সে যোগ করা হচ্ছে…'));
    act(() => pushes.get('balance')!({ balance: '500.00', currency: 'BDT' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('পেমেন্ট পাওয়া গেছে! ৳ ৫০০.০০ আপনার ব্যালেন্সে যোগ হয়েছে।'));
  });

  it('failed: says nothing was added, as before', async () => {
    setup([{ success: true, status: 'failed', amount: '500.00', message: 'The payment did not complete.', credited: false }]);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('The payment did not complete. Nothing was added to your balance.'),
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});
