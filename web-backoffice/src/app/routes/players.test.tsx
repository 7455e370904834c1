import type { StaffMe, StaffPlayerPage, StaffPlayerView } from '@khela/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { startTestSession } from '@/testing/session';
import { PlayerRoute, PlayersRoute } from './players';

const support: StaffMe = {
  id: 's1',
  username: 'support1',
  display_name: 'Sumi Support',
  roles: ['support'],
  permissions: ['session', 'players.read', 'players.lock', 'players.verify', 'players.password_reset', 'outbox.read'],
};
const finance: StaffMe = {
  id: 'f1',
  username: 'finance1',
  display_name: 'Farhana Finance',
  roles: ['finance'],
  permissions: ['session', 'players.read', 'payments.read'],
};

const page: StaffPlayerPage = {
  data: [
    {
      id: '7',
      username: 'rahim2024',
      name: 'Rahim Uddin',
      phone: '01712345678',
      email: 'rahim@example.com',
      status: 'active',
      phone_verified: true,
      email_verified: false,
      currency: 'BDT',
      created_at: '2026-11-21T18:30:00.000Z',
    },
  ],
  page: 1,
  per_page: 25,
  total: 1,
  last_page: 1,
};

const player = (overrides: Partial<StaffPlayerView> = {}): StaffPlayerView => ({
  profile: {
    id: 7,
    username: 'rahim2024',
    name: 'Rahim Uddin',
    phone: '01712345678',
    email: 'rahim@example.com',
    session_id: 1,
    dofb: null,
    email_verified_at: null,
    created_at: '2026-11-21T18:30:00.000Z',
    vip_coin: 0,
    balance: '2500.00',
    cash_bonus: '0.00',
    referral_code: 'RAHIM7',
    currency: 'BDT',
  },
  other_phones: [{ id: 1, contract_value: '01898765432', isverify: 0 }],
  status: 'active',
  lock_reason: null,
  phone_verified_at: '2026-11-21T18:35:00.000Z',
  email_verified_at: null,
  referrer: { id: '3', username: 'karim99' },
  sign_up: {
    channel: 'mobile',
    ip: '103.4.5.6',
    agent_code: 'AG77',
    affiliate_code: null,
    currency: 'BDT',
    language: 'bn',
    created_at: '2026-11-21T18:30:00.000Z',
  },
  balances: { main: '2500.00', held: '0.00', exposure: '0.00', bonus: '0.00', cash_rewards: '0.00' },
  ...overrides,
});

type Call = { method: string; url: URL; body: Record<string, unknown> | undefined };

/** The staff API as these pages use it; `answer` decides everything but /me. */
function stubApi(me: StaffMe, answer: (call: Call) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      const call = {
        method: init?.method ?? 'GET',
        url,
        body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
      };
      if (url.pathname === '/api/admin/me') return jsonResponse(me);
      // The finance Wallet section under the player (its own tests live in features/player-wallet).
      if (url.pathname.endsWith('/wallet'))
        return jsonResponse({
          currency: 'BDT',
          main: '2500.00',
          held: '0.00',
          exposure: '0.00',
          bonus: '0.00',
          cash_rewards: '0.00',
          withdrawable: '2500.00',
        });
      if (url.pathname.endsWith('/statement')) return jsonResponse({ data: [], page: 1, per_page: 20, total: 0, last_page: 1 });
      if (url.pathname === '/api/admin/adjustments') return jsonResponse({ data: [] });
      // Player 360 (issue 22): the tag filter's counts and the page's sections (their own tests live in features/player-360)
      if (url.pathname === '/api/admin/player-tags') return jsonResponse([{ tag: 'VIP watch', players: 1 }]);
      if (url.pathname.endsWith('/tags')) return jsonResponse({ tags: [] });
      if (url.pathname.endsWith('/logins') || url.pathname.endsWith('/notes'))
        return jsonResponse({ data: [], page: 1, per_page: 10, total: 0, last_page: 1 });
      if (url.pathname.endsWith('/linked-accounts')) return jsonResponse({ data: [], truncated: false, crowded_ips: [] });
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

function renderPlayers(route: string) {
  startTestSession();
  return renderWithProviders(
    <Routes>
      <Route path="players" element={<PlayersRoute />} />
      <Route path="players/:playerId" element={<PlayerRoute />} />
    </Routes>,
    { route },
  );
}

describe('back-office players', () => {
  it('searches by the text typed and lists the players with status, badges and Dhaka time', async () => {
    const calls = stubApi(support, ({ url }) =>
      url.searchParams.get('q') === 'rahim' ? jsonResponse(page) : jsonResponse({ ...page, data: [], total: 0 }),
    );
    renderPlayers('/players');
    expect(await screen.findByText('No players yet.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search players'), { target: { value: '  rahim ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    const row = (await screen.findByRole('link', { name: 'rahim2024' })).closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      'rahim2024',
      '7',
      'Rahim Uddin',
      '01712345678',
      'rahim@example.com',
      'active',
      'phone ✓e-mail ✗',
      '22 Nov 2026, 00:30',
    ]);
    const last = calls.at(-1)!;
    expect(last.url.pathname).toBe('/api/admin/players');
    expect(Object.fromEntries(last.url.searchParams)).toEqual({ q: 'rahim', sort: '-created_at', page: '1', per_page: '25' });
    expect(screen.getByText('1–1 of 1')).toBeTruthy();
  });

  it('opens the focused row with Enter, and the player page goes back to the same search (issue 22)', async () => {
    stubApi(support, ({ url }) => (url.pathname === '/api/admin/players/7' ? jsonResponse(player()) : jsonResponse(page)));
    renderPlayers('/players?q=rahim&sort=username');
    const row = (await screen.findByRole('link', { name: 'rahim2024' })).closest('tr')!;
    expect(row.tabIndex).toBe(0);
    row.focus();
    fireEvent.keyDown(row, { key: 'Enter' });
    expect(await screen.findByRole('heading', { name: /rahim2024/ })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: '← Players' })[0]!.getAttribute('href')).toBe('/players?q=rahim&sort=username');
  });

  it('locks a player only with a reason, shows the refusal in the dialog, then the locked state', async () => {
    let lockAttempts = 0;
    const calls = stubApi(support, ({ method, url }) => {
      if (method === 'GET' && url.pathname === '/api/admin/players/7') return jsonResponse(player());
      if (method === 'POST' && url.pathname === '/api/admin/players/7/lock') {
        lockAttempts += 1;
        return lockAttempts === 1
          ? jsonResponse({ message: 'The player is already locked.' }, 409)
          : jsonResponse({
              message: 'The player is locked and signed out everywhere.',
              player: player({ status: 'locked', lock_reason: 'Chargeback fraud' }),
            });
      }
      return jsonResponse({ message: 'unexpected' }, 500);
    });
    renderPlayers('/players/7');

    expect(await screen.findByRole('heading', { name: /rahim2024/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'karim99' }).getAttribute('href')).toBe('/players/3');
    expect(screen.getByText('01898765432')).toBeTruthy();
    expect(screen.getByText('103.4.5.6')).toBeTruthy();
    expect(screen.getByText('2500.00 BDT')).toBeTruthy();
    // The phone is verified already: no button for it; the e-mail is not: its reset button is off.
    expect(screen.queryByRole('button', { name: 'Mark phone verified' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Send reset code by e-mail' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Lock' }));
    const dialog = screen.getByRole('dialog', { name: 'Lock player' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lock player' }));
    expect(within(dialog).getByText('Give a reason of 3 to 500 characters.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'ab' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lock player' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: ' Chargeback fraud ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lock player' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'The player is already locked.');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Lock player' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('The player is locked and signed out everywhere.')).toBeTruthy();
    expect(screen.getByText('Locked: Chargeback fraud')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unlock' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { reason: 'Chargeback fraud' },
      { reason: 'Chargeback fraud' },
    ]);
  });

  it('shows no actions to staff without their permissions', async () => {
    stubApi(finance, () => jsonResponse(player({ phone_verified_at: null })));
    renderPlayers('/players/7');
    expect(await screen.findByRole('heading', { name: /rahim2024/ })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Lock' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark phone verified' })).toBeNull();
    // payments.read shows the wallet; without wallet.adjust there is nothing to adjust, confirm or reject.
    expect(await screen.findByText('2,500.00 BDT')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Wallet' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Adjust balance' })).toBeNull();
    // the balances are shown once: in the wallet, not again in the profile cards
    expect(screen.queryByRole('region', { name: 'Balances' })).toBeNull();
  });

  it('hides the wallet from staff without payments.read', async () => {
    stubApi(support, () => jsonResponse(player()));
    renderPlayers('/players/7');
    expect(await screen.findByRole('heading', { name: /rahim2024/ })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Wallet' })).toBeNull();
    // without the wallet, the profile shows the balances
    expect(within(screen.getByRole('region', { name: 'Balances' })).getByText('2500.00 BDT')).toBeTruthy();
  });

  it('shows the search and the player page in Bangla', async () => {
    stubApi(support, ({ url }) => (url.pathname === '/api/admin/players' ? jsonResponse(page) : jsonResponse(player())));
    await i18n.changeLanguage('bn');
    renderPlayers('/players');
    expect(await screen.findByRole('heading', { name: 'খেলোয়াড়' })).toBeTruthy();
    expect(screen.getByLabelText('খেলোয়াড় খুঁজুন')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'খুঁজুন' })).toBeTruthy();
    const row = (await screen.findByRole('link', { name: 'rahim2024' })).closest('tr')!;
    expect(within(row).getByText('সক্রিয়')).toBeTruthy();
    expect(within(row).getByText('ফোন ✓')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'rahim2024' }));
    expect(await screen.findByRole('heading', { name: /rahim2024/ })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'প্রোফাইল' })).toBeTruthy();
    expect(screen.getByText('মোবাইলে সাইন-আপ')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'লক করুন' }));
    const dialog = screen.getByRole('dialog', { name: 'খেলোয়াড় লক করুন' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'খেলোয়াড় লক করুন' }));
    expect(within(dialog).getByText('3 থেকে 500 অক্ষরের মধ্যে একটি কারণ লিখুন।')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'বাতিল' })).toBeTruthy();
  });
});
