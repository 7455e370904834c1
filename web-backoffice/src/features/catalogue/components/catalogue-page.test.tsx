import type { StaffGameItem, StaffProviderItem } from '@khela/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { startTestSession } from '@/testing/session';
import { CataloguePage } from './catalogue-page';

const providers: StaffProviderItem[] = [{ platform: 'SPB', name: 'Spribe', name_bn: '', icon: '', enabled: true, sort_order: 1 }];
const aviator: StaffGameItem = {
  code: 'SPB-aviator',
  name: 'Aviator',
  name_bn: '',
  type: 'EGAME',
  platform: 'SPB',
  image: '',
  tags: [],
  sort_order: 3,
  created_at: '2026-11-21T18:30:00.000Z',
  enabled: true,
  featured: false,
  recommended: false,
  is_new: false,
};

type Call = { method: string; path: string; body: Record<string, unknown> | undefined };

function stubCatalogue() {
  const calls: Call[] = [];
  let game = aviator;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
      calls.push({ method, path: url.pathname, body });
      if (url.pathname === '/api/admin/catalogue/providers') return jsonResponse(providers);
      if (method === 'PATCH' && url.pathname === '/api/admin/catalogue/providers/SPB') return jsonResponse({ ...providers[0], ...body });
      if (url.pathname === '/api/admin/catalogue/games') return jsonResponse([game]);
      if (method === 'PATCH' && url.pathname === '/api/admin/catalogue/games/SPB-aviator') {
        game = { ...game, ...body };
        return jsonResponse(game);
      }
      return jsonResponse({ message: 'Not found' }, 404);
    }),
  );
  return calls;
}

function renderCatalogue() {
  startTestSession();
  return renderWithProviders(<CataloguePage />, { route: '/catalogue' });
}

describe('back-office catalogue', () => {
  it('lists the games and features one, confirming the change', async () => {
    const calls = stubCatalogue();
    renderCatalogue();
    expect(screen.getByRole('heading', { name: 'Catalogue' })).toBeTruthy();
    const row = (await screen.findByText('Aviator')).closest('tr')!;
    expect(within(row).getByText('Crash')).toBeTruthy();
    expect(await within(row).findByText('Spribe')).toBeTruthy();
    expect(screen.getByText('1 games')).toBeTruthy();

    fireEvent.click(within(row).getByLabelText('Featured: Aviator'));
    expect(await screen.findByText('Aviator: featured on.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ featured: true });
  });

  it('shows the catalogue in Bangla', async () => {
    stubCatalogue();
    await i18n.changeLanguage('bn');
    renderCatalogue();
    expect(screen.getByRole('heading', { name: 'ক্যাটালগ' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'গেম' })).toBeTruthy();
    expect(screen.getByLabelText('ধরন')).toBeTruthy();
    expect(screen.getByPlaceholderText('নাম বা কোড')).toBeTruthy();
    const row = (await screen.findByText('Aviator')).closest('tr')!;
    expect(within(row).getByText('ক্র্যাশ')).toBeTruthy();
    expect(within(row).getByLabelText('Aviator-এর ছবি আপলোড করুন')).toBeTruthy();
    expect(screen.getByText('1টি গেম')).toBeTruthy();

    fireEvent.click(within(row).getByLabelText('ফিচার্ড: Aviator'));
    expect(await screen.findByText('Aviator: ফিচার্ড করা হয়েছে।')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'প্রোভাইডার' }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: 'প্ল্যাটফর্ম' })).toBeTruthy());
    expect(screen.getByLabelText('চালু: Spribe')).toBeTruthy();
    expect(screen.getByLabelText('Spribe-এর ক্রম')).toBeTruthy();
  });

  it("saves a provider's Bangla name (players reading Bangla see it; empty: the English)", async () => {
    const calls = stubCatalogue();
    renderCatalogue();
    fireEvent.click(screen.getByRole('tab', { name: 'Providers' }));
    const input = await screen.findByLabelText('Bangla name of Spribe (empty: players see the English)');
    expect(input.getAttribute('placeholder')).toBe('Spribe');
    expect(input.getAttribute('maxlength')).toBe('80');
    fireEvent.change(input, { target: { value: ' স্প্রাইব ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('Bangla name of Spribe saved.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: '/api/admin/catalogue/providers/SPB',
      body: { name_bn: 'স্প্রাইব' },
    });
  });
});
