import type { StaffAdjustmentAnswer } from '@khela/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { AdjustDialog } from './adjust-dialog';

const answer: StaffAdjustmentAnswer = {
  adjustment: {
    id: '5',
    player: { id: '7', username: 'rahim2024' },
    amount: '50000.00',
    currency: 'BDT',
    reason: 'Goodwill credit',
    status: 'pending',
    requested_by: { id: 'f1', username: 'finance1' },
    decided_by: null,
    reject_reason: null,
    balance_before: null,
    balance_after: null,
    created_at: '2026-11-21T18:30:00.000Z',
    decided_at: null,
  },
  outcome: 'pending',
  message: 'Adjustment awaits a second finance user.',
};

afterEach(() => vi.unstubAllGlobals());

describe('AdjustDialog', () => {
  it('requires a reason before calling the server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<AdjustDialog playerId="7" currency="BDT" onClose={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Amount (BDT)'), { target: { value: '500.00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adjust balance' }));
    expect(await screen.findByText('Give a reason of 3 to 500 characters.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends amount and reason and shows the pending outcome message', async () => {
    const fetch = vi.fn(async () => jsonResponse(answer));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<AdjustDialog playerId="7" currency="BDT" onClose={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Amount (BDT)'), { target: { value: '50000.00' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: '  Goodwill credit ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adjust balance' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Awaiting a second confirmation.');
    expect(status.textContent).toContain('Adjustment awaits a second finance user.');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/admin/players/7/adjustments');
    expect(JSON.parse(String(init.body))).toEqual({ amount: '50000.00', reason: 'Goodwill credit' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy());
  });

  it('sends one Idempotency-Key across every submit of one opening, and a new one when opened again', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse({ message: 'Could not reach the server.' }, 503))
      .mockImplementation(async () => jsonResponse(answer));
    vi.stubGlobal('fetch', fetch);
    const fill = () => {
      fireEvent.change(screen.getByLabelText('Amount (BDT)'), { target: { value: '50000.00' } });
      fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Goodwill credit' } });
      fireEvent.click(screen.getByRole('button', { name: 'Adjust balance' }));
    };
    const keyOf = (call: unknown) => new Headers((call as [string, RequestInit])[1].headers).get('Idempotency-Key');
    const first = renderWithProviders(<AdjustDialog playerId="7" currency="BDT" onClose={() => undefined} />);
    fill();
    await screen.findByRole('alert'); // the first answer was lost: the clerk submits again
    fireEvent.click(screen.getByRole('button', { name: 'Adjust balance' }));
    await screen.findByRole('status');
    expect(fetch).toHaveBeenCalledTimes(2);
    const key = keyOf(fetch.mock.calls[0]);
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keyOf(fetch.mock.calls[1])).toBe(key);

    first.unmount();
    renderWithProviders(<AdjustDialog playerId="7" currency="BDT" onClose={() => undefined} />);
    fill();
    await screen.findByRole('status');
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(keyOf(fetch.mock.calls[2])).not.toBe(key);
  });

  it('shows a refusal inside the dialog', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: 'The debit exceeds the main balance.' }, 409)),
    );
    renderWithProviders(<AdjustDialog playerId="7" currency="BDT" onClose={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Amount (BDT)'), { target: { value: '-99999' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Correction' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adjust balance' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The debit exceeds the main balance.');
  });
});
