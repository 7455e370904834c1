import type { SliderItem, SocialLinkItem } from '@khela/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { jsonResponse, renderWithProviders, requestPath } from '@/testing/render';
import { SlidersPage } from './sliders-page';
import { SocialLinksPage } from './social-links-page';

const hero: SliderItem = {
  id: 1,
  name: 'Hero',
  link: '/promotions',
  thubmnail: '/storage/sliders/hero.png',
  status: 'active',
  slider_type: 'Main',
  order: 0,
};

function stubGet(answers: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => jsonResponse(answers[requestPath(input)] ?? { message: 'not stubbed' }, 200)),
  );
}

describe('sliders and social links in Bangla', () => {
  it('shows the sliders page, its table and the new slider form in Bangla', async () => {
    stubGet({ '/api/admin/content/sliders': [hero] });
    await i18n.changeLanguage('bn');
    renderWithProviders(<SlidersPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'স্লাইডার' })).toBeTruthy();
    expect(screen.getByRole('tablist', { name: 'স্লাইডারের ধরন' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'প্রধান', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'প্রিয়' })).toBeTruthy();
    expect(await screen.findByRole('checkbox', { name: 'চালু: Hero' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'ক্রম' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hero নিচে সরান' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'সম্পাদনা' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'নতুন প্রধান স্লাইডার' }));
    const form = within(screen.getByRole('form', { name: 'নতুন স্লাইডার' }));
    expect(form.getByRole('heading', { name: 'নতুন প্রধান স্লাইডার' })).toBeTruthy();
    const status = form.getByLabelText('অবস্থা') as HTMLSelectElement;
    expect(within(status).getByRole('option', { name: 'বন্ধ' }).getAttribute('value')).toBe('inactive');
    fireEvent.click(form.getByRole('button', { name: 'স্লাইডার যোগ করুন' }));
    expect(form.getByText('নাম দিতে হবে।')).toBeTruthy();
    expect(form.getByText('ব্যানারের ছবি আপলোড করুন।')).toBeTruthy();
    expect(form.getByRole('button', { name: 'বাতিল' })).toBeTruthy();
  });

  it('shows the social links page and its form in Bangla', async () => {
    const links: SocialLinkItem[] = [];
    stubGet({ '/api/admin/content/social-links': links });
    await i18n.changeLanguage('bn');
    renderWithProviders(<SocialLinksPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'সোশ্যাল লিংক' })).toBeTruthy();
    expect(await screen.findByText('এখনো কোনো সোশ্যাল লিংক নেই।')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'আইকন' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'নতুন সোশ্যাল লিংক' }));
    const form = within(screen.getByRole('form', { name: 'নতুন সোশ্যাল লিংক' }));
    fireEvent.change(form.getByLabelText('ক্রম'), { target: { value: '-1' } });
    fireEvent.click(form.getByRole('button', { name: 'লিংক সংরক্ষণ করুন' }));
    expect(form.getByText('লিংক দিতে হবে।')).toBeTruthy();
    expect(form.getByText('ক্রম ০ বা তার বেশি একটি পূর্ণসংখ্যা হতে হবে।')).toBeTruthy();
  });
});
