import type { BroadcastView, StaffMe } from '@khela/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { InboxBroadcastsRoute } from '@/app/routes/inbox-broadcasts';

const content: StaffMe = {
  id: 'c1',
  username: 'content1',
  display_name: 'Content',
  roles: ['content'],
  permissions: ['session', 'content.manage', 'inbox.broadcast'],
};
const sent: BroadcastView = {
  id: '1',
  title_en: 'Eid weekend',
  title_bn: 'ঈদ সপ্তাহান্ত',
  message_en: 'm',
  message_bn: 'ম',
  audience: { kind: 'segment', registeredFrom: '2026-11-01', deposited: false },
  send_at: '2026-11-21T18:30:00.000Z',
  status: 'sent',
  delivered: 42,
  read: 7,
  created_by: 'content1',
  created_at: '2026-11-21T18:00:00.000Z',
  sent_at: '2026-11-21T18:30:01.000Z',
};

const vipLevels = [
  { code: 'beginner', name_en: 'Beginner', name_bn: 'বিগিনার' },
  { code: 'expert-1', name_en: 'Expert I', name_bn: 'এক্সপার্ট I' },
  { code: 'master-1', name_en: 'Master I', name_bn: 'মাস্টার I' },
];
const toVip: BroadcastView = {
  ...sent,
  id: '2',
  title_en: 'VIP weekend',
  title_bn: 'ভিআইপি সপ্তাহান্ত',
  audience: { kind: 'segment', vipLevels: ['expert-1', 'master-1'] },
};

type Call = { method: string; path: string; body: unknown };

function serve(me: StaffMe = content, answer = () => jsonResponse({ message: 'The broadcast is scheduled.', id: '2' }, 201)) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      calls.push({ method: init?.method ?? 'GET', path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.pathname === '/api/admin/me') return jsonResponse(me);
      if (url.pathname === '/api/admin/inbox/broadcasts/vip-levels') return jsonResponse({ levels: vipLevels });
      if (init?.method === 'POST') return answer();
      return jsonResponse({ broadcasts: [sent, toVip] });
    }),
  );
  return calls;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('inbox broadcasts (content staff)', () => {
  it('lists broadcasts with audience, Dhaka time and delivery counts', async () => {
    serve();
    renderWithProviders(<InboxBroadcastsRoute />);
    const row = (await screen.findByText('Eid weekend')).closest('tr')!;
    expect(row.textContent).toContain('Registered 2026-11-01 to …');
    expect(row.textContent).toContain('Never deposited');
    expect(row.textContent).toContain('22 Nov 2026, 00:30');
    expect(within(row).getByText('42')).toBeTruthy();
    expect(within(row).getByText('7')).toBeTruthy();
  });

  it('sends a segment broadcast at a Dhaka time, with the fields the server reads', async () => {
    const calls = serve();
    renderWithProviders(<InboxBroadcastsRoute />);
    await screen.findByText('Eid weekend');
    const form = screen.getByRole('form', { name: 'New broadcast' });
    fireEvent.change(within(form).getByLabelText('Title (English)'), { target: { value: 'Hello' } });
    fireEvent.change(within(form).getByLabelText('Title (Bangla)'), { target: { value: 'হ্যালো' } });
    fireEvent.change(within(form).getByLabelText('Message (English)'), { target: { value: 'Body' } });
    fireEvent.change(within(form).getByLabelText('Message (Bangla)'), { target: { value: 'বার্তা' } });
    fireEvent.change(within(form).getByLabelText('Send to'), { target: { value: 'segment' } });
    fireEvent.change(within(form).getByLabelText('Registered from (Dhaka day)'), { target: { value: '2026-11-01' } });
    fireEvent.change(within(form).getByLabelText('Deposits'), { target: { value: 'yes' } });
    fireEvent.change(within(form).getByLabelText('Active in the last N days'), { target: { value: '7' } });
    fireEvent.change(within(form).getByLabelText('Send at (Dhaka time, empty: now)'), { target: { value: '2026-12-01T10:00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('The broadcast is scheduled.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      {
        title_en: 'Hello',
        title_bn: 'হ্যালো',
        message_en: 'Body',
        message_bn: 'বার্তা',
        audience: { kind: 'segment', registeredFrom: '2026-11-01', deposited: true, activeWithinDays: 7 },
        send_at: '2026-12-01T04:00:00.000Z',
      },
    ]);
  });

  it('sends a segment to the VIP levels ticked, and names them in the list in the page’s language', async () => {
    const calls = serve();
    renderWithProviders(<InboxBroadcastsRoute />);
    await screen.findByText('VIP weekend');
    expect((await screen.findByText('VIP weekend')).closest('tr')!.textContent).toContain('VIP: Expert I, Master I');
    const form = screen.getByRole('form', { name: 'New broadcast' });
    fireEvent.change(within(form).getByLabelText('Title (English)'), { target: { value: 'Hello' } });
    fireEvent.change(within(form).getByLabelText('Title (Bangla)'), { target: { value: 'হ্যালো' } });
    fireEvent.change(within(form).getByLabelText('Message (English)'), { target: { value: 'Body' } });
    fireEvent.change(within(form).getByLabelText('Message (Bangla)'), { target: { value: 'বার্তা' } });
    fireEvent.change(within(form).getByLabelText('Send to'), { target: { value: 'segment' } });
    const levels = within(form).getByRole('group', { name: 'VIP levels' });
    fireEvent.click(await within(levels).findByLabelText('Master I'));
    fireEvent.click(within(levels).getByLabelText('Expert I'));
    fireEvent.click(within(levels).getByLabelText('Beginner'));
    fireEvent.click(within(levels).getByLabelText('Beginner')); // ticked and unticked: not sent
    fireEvent.click(within(form).getByRole('button', { name: 'Send now' }));
    await screen.findByText('The broadcast is scheduled.');
    expect(calls.filter((c) => c.method === 'POST').map((c) => (c.body as { audience: unknown }).audience)).toEqual([
      { kind: 'segment', vipLevels: ['master-1', 'expert-1'] },
    ]);

    await act(() => i18n.changeLanguage('bn'));
    expect(screen.getByText('VIP weekend').closest('tr')!.textContent).toContain('ভিআইপি: এক্সপার্ট I, মাস্টার I');
  });

  it('shows the server’s refusal', async () => {
    serve(content, () => jsonResponse({ message: 'No player has that username.' }, 404));
    renderWithProviders(<InboxBroadcastsRoute />);
    await screen.findByText('Eid weekend');
    fireEvent.click(screen.getByRole('button', { name: 'Send now' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No player has that username.');
  });
});
