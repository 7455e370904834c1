import type { NoticesView, StaffGameItem, StaffSliderItem } from '@khela/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { CataloguePage } from '@/features/catalogue/components/catalogue-page';
import { jsonResponse, renderWithProviders, requestPath } from '@/testing/render';
import { startTestSession } from '@/testing/session';
import { NoticesPage } from './notices-page';
import { PromotionForm } from './promotion-form';
import { SlidersPage } from './sliders-page';

type Call = { method: string; path: string; body: Record<string, unknown> | undefined };

/** Records every call; `answer` gives the body of each (by method and path). */
function stubApi(answer: (call: Call) => unknown) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        path: requestPath(input),
        body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
      };
      calls.push(call);
      const body = answer(call);
      return body === undefined ? jsonResponse({ message: 'Not found' }, 404) : jsonResponse(body);
    }),
  );
  return calls;
}

const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET');

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('bilingual content forms: an English and a Bangla field for each staff-written text', () => {
  it('notices: the Bangla marquee, the Bangla system notice and the maintenance texts save their own fields', async () => {
    let notices: NoticesView = {
      notice: ['Welcome'],
      notice_bn: [],
      system_notice: '<p>Hi</p>',
      system_notice_bn: '',
      maintenance_text: '',
      maintenance_text_bn: '',
    };
    const calls = stubApi(({ method, body }) => {
      if (method === 'PUT') notices = { ...notices, ...body };
      return notices;
    });
    renderWithProviders(<NoticesPage />);

    expect(await screen.findByText('No Bangla lines: players reading Bangla see the English marquee.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add line (Bangla)' }));
    const line = screen.getByLabelText('Marquee line 1 (Bangla)') as HTMLInputElement;
    expect(line.lang).toBe('bn');
    fireEvent.change(line, { target: { value: 'খেলায় স্বাগতম' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save marquee (Bangla)' }));
    await screen.findByText('Marquee saved.');
    // The English marquee keeps its line and is not sent.
    expect((screen.getByLabelText('Marquee line 1') as HTMLInputElement).value).toBe('Welcome');

    fireEvent.change(screen.getByLabelText('HTML (Bangla)'), { target: { value: '<p>স্বাগতম</p>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save system notice (Bangla)' }));
    await screen.findByText('System notice saved.');

    fireEvent.change(screen.getByLabelText('Maintenance text (English)'), { target: { value: 'Back soon.' } });
    fireEvent.change(screen.getByLabelText('Maintenance text (Bangla)'), { target: { value: 'শীঘ্রই ফিরছি।' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save maintenance text' }));
    await screen.findByText('Maintenance text saved.');

    expect(writes(calls).map((c) => c.body)).toEqual([
      { notice_bn: ['খেলায় স্বাগতম'] },
      { system_notice_bn: '<p>স্বাগতম</p>' },
      { maintenance_text: 'Back soon.', maintenance_text_bn: 'শীঘ্রই ফিরছি।' },
    ]);
  });

  it('sliders: the caption in English (required) and Bangla', async () => {
    const banner: StaffSliderItem = {
      id: 3,
      name: 'Welcome Offer',
      name_bn: '',
      link: '',
      thubmnail: '/storage/slider/w.png',
      status: 'active',
      slider_type: 'Main',
      order: 0,
    };
    const calls = stubApi(({ method, body }) => (method === 'PATCH' ? { ...banner, ...body } : [banner]));
    renderWithProviders(<SlidersPage />);

    const row = (await screen.findByText('Welcome Offer')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /edit/i }));
    const bangla = screen.getByLabelText('Name (Bangla)') as HTMLInputElement;
    expect(bangla.value).toBe('');
    fireEvent.change(bangla, { target: { value: ' ওয়েলকাম অফার ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save slider' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({ method: 'PATCH', path: '/api/admin/content/sliders/3' });
    expect(writes(calls)[0]!.body).toMatchObject({ name: 'Welcome Offer', name_bn: 'ওয়েলকাম অফার' });
  });

  it('promotions: name and description in Bangla beside the English', async () => {
    const calls = stubApi(({ body }) => ({ ...body, id: 9, desc: body?.description, desc_bn: body?.description_bn, pending_change: null }));
    const onDone = vi.fn();
    renderWithProviders(<PromotionForm promotion={null} onDone={onDone} onCancel={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Slots Reload' } });
    fireEvent.change(screen.getByLabelText('Name (Bangla)'), { target: { value: 'স্লটস রিলোড' } });
    fireEvent.change(screen.getByLabelText('Description (Bangla)'), { target: { value: 'প্রতি শুক্রবার।' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create promotion' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(writes(calls)[0]!.body).toMatchObject({
      name: 'Slots Reload',
      name_bn: 'স্লটস রিলোড',
      description: '',
      description_bn: 'প্রতি শুক্রবার।',
    });
  });

  it('catalogue: a game’s Bangla name saves on Enter, in a Bangla back-office too', async () => {
    let game: StaffGameItem = {
      code: 'RTG-TIGER',
      name: 'Tiger Fortune',
      name_bn: '',
      type: 'SLOT',
      platform: 'RTG',
      image: '',
      tags: [],
      sort_order: 0,
      created_at: '2026-11-21T18:30:00.000Z',
      enabled: true,
      featured: false,
      recommended: false,
      is_new: false,
    };
    const calls = stubApi(({ method, path, body }) => {
      if (path === '/api/admin/catalogue/providers') return [];
      if (method === 'PATCH') game = { ...game, ...body };
      return path === '/api/admin/catalogue/games' ? [game] : game;
    });
    startTestSession();
    await i18n.changeLanguage('bn');
    renderWithProviders(<CataloguePage />, { route: '/catalogue' });

    const input = (await screen.findByLabelText('Tiger Fortune-এর বাংলা নাম (খালি থাকলে খেলোয়াড়রা ইংরেজি দেখবেন)')) as HTMLInputElement;
    expect(input.placeholder).toBe('Tiger Fortune');
    fireEvent.change(input, { target: { value: 'টাইগার ফরচুন' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('Tiger Fortune-এর বাংলা নাম সংরক্ষণ করা হয়েছে।')).toBeTruthy();
    expect(writes(calls).map((c) => [c.path, c.body])).toEqual([['/api/admin/catalogue/games/RTG-TIGER', { name_bn: 'টাইগার ফরচুন' }]]);
  });
});
