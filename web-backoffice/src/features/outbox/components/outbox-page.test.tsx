import type { OutboxEntry } from '@khela/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { startTestSession } from '@/testing/session';
import { OutboxPage } from './outbox-page';

const message: OutboxEntry = {
  id: 'm1',
  player_id: '7',
  channel: 'sms',
  recipient: '01712345678',
  purpose: 'phone_verification',
  language: 'bn',
  subject: null,
  body: 'Your Khela code is 123456',
  status: 'sent',
  attempts: 1,
  error: null,
  created_at: '2026-11-21T18:30:00.000Z',
  sent_at: '2026-11-21T18:30:05.000Z',
};

function stubOutbox() {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      urls.push(url);
      const data = url.searchParams.get('status') === 'failed' ? [] : [message];
      return jsonResponse({ data, page: 1, per_page: 25, total: data.length, last_page: 1 });
    }),
  );
  return urls;
}

function renderOutbox() {
  startTestSession();
  return renderWithProviders(<OutboxPage />, { route: '/outbox' });
}

describe('back-office outbox', () => {
  it('lists the messages and filters by status', async () => {
    const urls = stubOutbox();
    renderOutbox();
    expect(screen.getByRole('heading', { name: 'Outbox' })).toBeTruthy();
    const row = (await screen.findByText('Your Khela code is 123456')).closest('tr')!;
    expect(within(row).getByText('sms')).toBeTruthy();
    expect(within(row).getByText('sent')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'failed' } });
    expect(await screen.findByText('No messages match these filters.')).toBeTruthy();
    expect(urls.at(-1)?.searchParams.get('status')).toBe('failed');
  });

  it('filters by recipient on Filter and sorts by tries on the server', async () => {
    const urls = stubOutbox();
    renderOutbox();
    await screen.findByText('Your Khela code is 123456');
    fireEvent.change(screen.getByRole('textbox', { name: 'Recipient' }), { target: { value: '0171' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('recipient')).toBe('0171'));
    fireEvent.click(screen.getByRole('button', { name: /^Tries/ }));
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('sort')).toBe('-attempts'));
    expect(urls.at(-1)?.searchParams.get('recipient')).toBe('0171');
  });

  it('shows the outbox in Bangla', async () => {
    stubOutbox();
    await i18n.changeLanguage('bn');
    renderOutbox();
    expect(screen.getByRole('heading', { name: 'আউটবক্স' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'প্রাপক' })).toBeTruthy();
    expect(screen.getByPlaceholderText('ই-মেইল বা ফোন')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'লগ করা হয়েছে (গেটওয়ে নেই)' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'তৈরির সময় (ঢাকা)' })).toBeTruthy();
    const row = (await screen.findByText('Your Khela code is 123456')).closest('tr')!;
    expect(within(row).getByText('এসএমএস')).toBeTruthy();
    expect(within(row).getByText('পাঠানো হয়েছে')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'অবস্থা' }), { target: { value: 'failed' } });
    await waitFor(() => expect(screen.getByText('এই ফিল্টারে কোনো বার্তা মেলেনি।')).toBeTruthy());
  });
});
