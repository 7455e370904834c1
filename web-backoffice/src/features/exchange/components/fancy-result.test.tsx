import type { FancyBet } from '@khela/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { startTestSession } from '@/testing/session';
import { FancyResultForm } from './fancy-result';

const line = (id: string, title: string): FancyBet => ({
  id,
  title,
  tab: 'fancy',
  no: 52,
  no_rate: 100,
  yes: 53,
  yes_rate: 100,
  suspended: 0,
  ball_running: 0,
  minStake: '100.00',
  maxStake: '25000.00',
  version: 1,
});

afterEach(() => vi.unstubAllGlobals());

describe('fancy result (back-office)', () => {
  it('records a line’s runs with a reason, or voids it, and shows the server’s answer', async () => {
    const posts: { path: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
        posts.push({ path: url.pathname, body: JSON.parse(String(init?.body)) });
        return jsonResponse({ message: 'Fancy result recorded: the market is being settled.' });
      }),
    );
    startTestSession();
    renderWithProviders(
      <FancyResultForm
        eventId="30100001"
        lines={[line('30100001-0-fancy-6', '6 over runs'), line('30100001-0-fancy-10', '10 over runs')]}
        busy={false}
      />,
    );
    const submit = screen.getByRole('button', { name: 'Record result' });
    expect((submit as HTMLButtonElement).disabled).toBe(true); // no runs yet
    fireEvent.change(screen.getByLabelText('Fancy line'), { target: { value: '30100001-0-fancy-10' } });
    fireEvent.change(screen.getByLabelText('Runs', { selector: 'input' }), { target: { value: '57' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Session done.' } });
    fireEvent.click(submit);
    await screen.findByText('Fancy result recorded: the market is being settled.');
    fireEvent.change(screen.getByLabelText('Outcome'), { target: { value: 'void' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record result' }));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts).toEqual([
      {
        path: '/api/admin/exchange/events/30100001/fancy/30100001-0-fancy-10/result',
        body: { outcome: 'runs', runs: 57, reason: 'Session done.' },
      },
      { path: '/api/admin/exchange/events/30100001/fancy/30100001-0-fancy-10/result', body: { outcome: 'void', reason: 'Session done.' } },
    ]);
  });
});
