import type { StaffPromotionItem } from '@khela/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { jsonResponse, renderWithProviders, requestPath } from '@/testing/render';
import { PromotionsPage } from './promotions-page';

const cashback: StaffPromotionItem = {
  id: 7,
  name: 'Cock fight cashback',
  name_bn: '',
  desc: '',
  desc_bn: '',
  thumbnail: '',
  start_date: '2026-02-01',
  end_date: '2026-02-28',
  status: 'display',
  deposit_bouns: 10,
  max_bonus: '1000.00',
  min_deposit: '0.00',
  pending_change: null,
  turnover_multiplier: 3,
  bonus_target: 'main',
  categories: [2048, 1],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('promotions in Bangla', () => {
  it('shows the list and the edit form in Bangla', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        requestPath(input) === '/api/admin/content/promotions' ? jsonResponse([cashback]) : jsonResponse({ message: 'not stubbed' }, 404),
      ),
    );
    await i18n.changeLanguage('bn');
    renderWithProviders(<PromotionsPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'প্রমোশন' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'নতুন প্রমোশন' })).toBeTruthy();
    const row = within((await screen.findByText('Cock fight cashback')).closest('tr')!);
    expect(row.getByText('শুধু দেখানো')).toBeTruthy();
    expect(row.getByText('মোরগ লড়াই').getAttribute('title')).toBe('আইডি 2048');
    expect(row.getByText('স্লট')).toBeTruthy();
    expect(row.getByText('10% → মূল')).toBeTruthy();
    expect(row.getByText('সর্বোচ্চ 1000.00')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'তারিখ (ঢাকা)' })).toBeTruthy();

    fireEvent.click(row.getByRole('button', { name: 'সম্পাদনা' }));
    const form = within(screen.getByRole('form', { name: 'প্রমোশন “Cock fight cashback” সম্পাদনা' }));
    expect(form.getByLabelText('শুরুর তারিখ')).toBeTruthy();
    expect((form.getByLabelText('বোনাস যেখানে জমা হবে') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('মূল ওয়ালেট');
    fireEvent.change(form.getByLabelText('শেষের তারিখ'), { target: { value: '2026-01-15' } });
    fireEvent.change(form.getByLabelText('টার্নওভার গুণক'), { target: { value: '51' } });
    fireEvent.click(form.getByRole('button', { name: 'প্রমোশন সংরক্ষণ করুন' }));
    expect(form.getByText('শেষের তারিখ শুরুর তারিখের আগে হতে পারবে না।')).toBeTruthy();
    expect(form.getByText('টার্নওভার গুণক 1 থেকে 50-এর মধ্যে একটি সংখ্যা হতে হবে (দশমিকের পরে সর্বোচ্চ দুই ঘর)।')).toBeTruthy();
    expect(form.getByLabelText('সর্বোচ্চ বোনাস (টাকা)')).toHaveProperty('value', '1000.00');
    expect(form.getByRole('button', { name: 'বাতিল' })).toBeTruthy();
  });
});
