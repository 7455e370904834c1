import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, requestPath } from '@/testing/render';
import { PromotionForm } from './promotion-form';

function stubFetch(answer: (body: Record<string, unknown>) => Response) {
  const calls: { method: string; path: string; body: Record<string, unknown> }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    calls.push({ method: init?.method ?? 'GET', path: requestPath(input), body });
    return answer(body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const saved = (body: Record<string, unknown>) =>
  jsonResponse({
    id: 7,
    name: body.name,
    desc: body.description,
    thumbnail: body.image,
    start_date: body.start_date,
    end_date: body.end_date,
    status: body.status,
    deposit_bouns: body.deposit_bonus_percent,
    max_bonus: body.max_bonus,
    min_deposit: body.min_deposit,
    pending_change: null,
    turnover_multiplier: body.turnover_multiplier,
    bonus_target: body.bonus_target,
    categories: body.categories,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  });

describe('PromotionForm', () => {
  it('sends the checked categories as the spec ids, in spec order', async () => {
    const calls = stubFetch(saved);
    const onDone = vi.fn();
    renderWithProviders(<PromotionForm promotion={null} onDone={onDone} onCancel={() => undefined} />);

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Cock fight cashback' } });
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-02-01' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-02-28' } });
    fireEvent.change(screen.getByLabelText('Deposit bonus %'), { target: { value: '12.5' } });
    fireEvent.change(screen.getByLabelText('Maximum bonus (BDT)'), { target: { value: '1000.00' } });
    fireEvent.change(screen.getByLabelText('Turnover multiplier'), { target: { value: '3' } });
    const categories = within(screen.getByRole('group', { name: 'Categories' }));
    expect(categories.getAllByRole('checkbox')).toHaveLength(16);
    // Checked out of order; one checked and unchecked again.
    for (const name of [/^Cock Fighting/, /^Welcome Offer/, /^Slots/, /^Crash/, /^Others/, /^Slots/]) {
      fireEvent.click(categories.getByRole('checkbox', { name }));
    }
    fireEvent.click(screen.getByRole('button', { name: 'Create promotion' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Promotion “Cock fight cashback” saved.'));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/admin/content/promotions' });
    expect(calls[0]!.body).toEqual({
      name: 'Cock fight cashback',
      name_bn: '',
      description: '',
      description_bn: '',
      image: '',
      start_date: '2026-02-01',
      end_date: '2026-02-28',
      status: 'inactive',
      deposit_bonus_percent: 12.5,
      max_bonus: '1000.00',
      min_deposit: '0.00',
      turnover_multiplier: 3,
      bonus_target: 'bonus',
      categories: [99, 2048, 8192, 512],
    });
  });

  it('shows the money bounds and refuses terms outside them before calling the server', async () => {
    const calls = stubFetch(saved);
    renderWithProviders(<PromotionForm promotion={null} onDone={() => undefined} onCancel={() => undefined} />);
    expect(screen.getByText('0 to 200 (0: no deposit bonus).')).toBeTruthy();
    expect(screen.getByText('Bonus = min(deposit × %, this); up to 50000.00.')).toBeTruthy();
    expect(screen.getByText('Turnover = (deposit + bonus) × this; 1 to 50.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Too generous' } });
    fireEvent.change(screen.getByLabelText('Deposit bonus %'), { target: { value: '1000' } });
    fireEvent.change(screen.getByLabelText('Turnover multiplier'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Maximum bonus (BDT)'), { target: { value: '60000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create promotion' }));
    expect(await screen.findByText('Deposit bonus must be a number from 0 to 200 (two decimals at most).')).toBeTruthy();
    expect(screen.getByText('Turnover multiplier must be a number from 1 to 50 (two decimals at most).')).toBeTruthy();
    expect(screen.getByText('Maximum bonus must be an amount from 0.00 to 50000.00.')).toBeTruthy();

    // a bonus needs a cap, and the cap must cover the minimum deposit's bonus
    fireEvent.change(screen.getByLabelText('Deposit bonus %'), { target: { value: '100' } });
    fireEvent.change(screen.getByLabelText('Turnover multiplier'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Maximum bonus (BDT)'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create promotion' }));
    expect(await screen.findByText('A deposit bonus needs a maximum bonus above 0.00.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Maximum bonus (BDT)'), { target: { value: '100' } });
    fireEvent.change(screen.getByLabelText('Minimum deposit (BDT)'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create promotion' }));
    expect(await screen.findByText('The maximum bonus must be at least the bonus of the minimum deposit (500.00).')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('marks a money change waiting for finance and says so when a save is sent for approval', async () => {
    const live = {
      id: 7,
      name: 'Welcome',
      name_bn: '',
      desc: '',
      desc_bn: '',
      thumbnail: '',
      start_date: '2026-01-01',
      end_date: '2026-12-31',
      status: 'active' as const,
      deposit_bouns: 100,
      max_bonus: '10000.00',
      min_deposit: '500.00',
      turnover_multiplier: 3,
      bonus_target: 'bonus' as const,
      categories: [99],
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
      pending_change: {
        id: 'c1',
        promotion: { id: 7, name: 'Welcome', status: 'active' as const },
        status: 'pending' as const,
        before: { deposit_bonus_percent: 100 },
        after: { deposit_bonus_percent: 150 },
        requested_by: { id: 's1', username: 'content1' },
        requested_at: '2026-11-21T18:30:00.000Z',
        decided_by: null,
        decided_at: null,
        reject_reason: null,
      },
    };
    stubFetch(() => jsonResponse({ ...live, pending_change: { ...live.pending_change, after: { turnover_multiplier: 5 } } }));
    const onDone = vi.fn();
    renderWithProviders(<PromotionForm promotion={live} onDone={onDone} onCancel={() => undefined} />);
    expect(screen.getByRole('status').textContent).toContain(
      'Awaiting finance approval since 22 Nov 2026, 00:30 (asked by content1): bonus 150%.',
    );
    expect(screen.getByText(/need a finance user’s approval/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Turnover multiplier'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save promotion' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Promotion “Welcome” saved. Its money terms await finance approval.'));
  });

  it('shows the server validation messages next to their fields', async () => {
    stubFetch(() =>
      jsonResponse(
        {
          message: 'categories must be ids of the promotion categories',
          errors: {
            categories: ['categories must be ids of the promotion categories'],
            image: ['image must be empty, a /storage/ path from an upload, or an https:// URL'],
          },
        },
        400,
      ),
    );
    renderWithProviders(<PromotionForm promotion={null} onDone={() => undefined} onCancel={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Weekend reload' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create promotion' }));

    const group = screen.getByRole('group', { name: 'Categories' });
    await within(group).findByText('categories must be ids of the promotion categories');
    expect(screen.getByText('image must be empty, a /storage/ path from an upload, or an https:// URL')).toBeTruthy();
    // Every message is shown in place, so no banner above the form repeats them.
    expect(document.querySelector('.form-alert')).toBeNull();
  });

  it('shows an end date error from the server under End date', async () => {
    stubFetch(() =>
      jsonResponse(
        {
          message: 'The end date must not be before the start date.',
          errors: { end_date: ['The end date must not be before the start date.'] },
        },
        400,
      ),
    );
    renderWithProviders(<PromotionForm promotion={null} onDone={() => undefined} onCancel={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Weekend reload' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create promotion' }));
    const endDate = screen.getByLabelText('End date');
    await waitFor(() => expect(endDate.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = endDate.getAttribute('aria-describedby')!.split(' ')[0]!;
    expect(document.getElementById(describedBy)?.textContent).toBe('The end date must not be before the start date.');
  });
});
