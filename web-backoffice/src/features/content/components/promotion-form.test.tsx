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
      description: '',
      image: '',
      start_date: '2026-02-01',
      end_date: '2026-02-28',
      status: 'inactive',
      deposit_bonus_percent: 12.5,
      turnover_multiplier: 3,
      bonus_target: 'bonus',
      categories: [99, 2048, 8192, 512],
    });
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
