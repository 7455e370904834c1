import type { StaffGameProvider, StaffGameProviderGame } from '@khela/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { startTestSession } from '@/testing/session';
import { GameProvidersPage } from './game-providers-page';

const sim: StaffGameProvider = {
  code: 'sim',
  name: 'Khela Game Simulator',
  status: 'active',
  auth_scheme: 'hmac',
  key_fingerprint: 'SHA256:aa:bb:cc:dd:ee:ff:00:11:22:33:44:55:66:77:88:99',
  launch_url: 'http://localhost:4300',
  rollback_unknown: 'ok',
  platforms: ['RTG', 'PDL'],
  games_total: 2,
  games_enabled: 2,
  updated_at: '2026-11-23T10:00:00.000Z',
};
const slot: StaffGameProviderGame = {
  code: 'RTG-SLOT',
  name: 'Tiger Fortune',
  platform: 'RTG',
  type: 'SLOT',
  enabled: true,
  stated_rtp: '95.81',
};

interface Call {
  method: string;
  path: string;
  body: unknown;
  csrf: string | null;
}

function stubApi(refuseKey = false) {
  const calls: Call[] = [];
  let provider = { ...sim };
  let game = { ...slot };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
      calls.push({ method, path: url.pathname, body, csrf: new Headers(init?.headers).get('x-csrf-token') });
      if (url.pathname === '/api/admin/game-providers' && method === 'GET') return jsonResponse([provider]);
      if (url.pathname === '/api/admin/game-providers/sim' && method === 'PATCH') {
        provider = { ...provider, ...body };
        return jsonResponse(provider);
      }
      if (url.pathname === '/api/admin/game-providers/sim/key') {
        if (refuseKey)
          return jsonResponse(
            {
              message: 'An HMAC secret must be at least 16 characters.',
              errors: { key: ['An HMAC secret must be at least 16 characters.'] },
            },
            422,
          );
        provider = {
          ...provider,
          auth_scheme: body!.auth_scheme as 'hmac',
          key_fingerprint: 'SHA256:11:22:33:44:55:66:77:88:99:00:aa:bb:cc:dd:ee:ff',
        };
        return jsonResponse(provider);
      }
      if (url.pathname === '/api/admin/game-providers/sim/games' && method === 'GET') return jsonResponse({ data: [game] });
      if (url.pathname === '/api/admin/game-providers/sim/games/RTG-SLOT/stated-rtp' && method === 'PUT') {
        const rtp = body!.stated_rtp as string | null;
        if (rtp !== null && !/^(?:[5-9][0-9](?:\.[0-9]{1,2})?|100(?:\.0{1,2})?)$/.test(rtp)) {
          const message = 'stated_rtp must be empty or a percentage from 50.00 to 100.00 with at most two decimals, e.g. "96.50"';
          return jsonResponse({ message, errors: { stated_rtp: [message] } }, 400);
        }
        game = { ...game, stated_rtp: rtp === null ? null : Number(rtp).toFixed(2) };
        return jsonResponse(game);
      }
      if (url.pathname === '/api/admin/game-providers/sim/games/RTG-SLOT') {
        game = { ...game, enabled: body!.enabled as boolean };
        provider = { ...provider, games_enabled: game.enabled ? 2 : 1 };
        return jsonResponse(game);
      }
      return jsonResponse({ message: 'Not found' }, 404);
    }),
  );
  return calls;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const row = async () => (await screen.findByText('Khela Game Simulator')).closest('tr')!;

describe('back-office game providers page', () => {
  it('shows status, the key fingerprint (never a key), rule, launch URL and games; disabling asks first and sends the CSRF token', async () => {
    const calls = stubApi();
    startTestSession();
    renderWithProviders(<GameProvidersPage />, { route: '/game-providers' });
    expect(screen.getByRole('heading', { name: 'Game providers' })).toBeTruthy();
    const sim = within(await row());
    expect(sim.getByText('SHA256:aa:bb:cc:dd:ee:ff:00:11:22:33:44:55:66:77:88:99')).toBeTruthy();
    expect(sim.getByText('HMAC-SHA256 secret')).toBeTruthy();
    expect(sim.getByText('http://localhost:4300')).toBeTruthy();
    expect(sim.getByText('RTG, PDL')).toBeTruthy();
    expect(sim.getByText('2 of 2 on', { exact: false })).toBeTruthy();
    expect(sim.getByText('active')).toBeTruthy();

    fireEvent.click(sim.getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disable Khela Game Simulator?' });
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Khela Game Simulator is now disabled.')).toBeTruthy();
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch).toMatchObject({ path: '/api/admin/game-providers/sim', body: { status: 'disabled' }, csrf: 'csrf-token-1' });
    await waitFor(() =>
      expect(within(screen.getByText('Khela Game Simulator').closest('tr')!).getByRole('button', { name: 'Enable' })).toBeTruthy(),
    );
  });

  it('changes the rollback rule and the launch URL', async () => {
    const calls = stubApi();
    startTestSession();
    renderWithProviders(<GameProvidersPage />);
    const sim = within(await row());
    fireEvent.change(sim.getByRole('combobox', { name: 'Rollback of an unknown bet (Khela Game Simulator)' }), {
      target: { value: 'does_not_exist' },
    });
    expect(await screen.findByText('Khela Game Simulator: a rollback of an unknown bet will answer DOES_NOT_EXIST.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ rollback_unknown: 'does_not_exist' }]);

    fireEvent.click(sim.getByRole('button', { name: 'Launch URL of Khela Game Simulator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Launch URL of Khela Game Simulator' });
    fireEvent.change(within(dialog).getByLabelText('Launch URL'), { target: { value: ' https://games.example.com ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Khela Game Simulator: launch URL saved.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PATCH').at(-1)!.body).toEqual({ launch_url: 'https://games.example.com' });
  });

  it('rotates the key and shows only the new fingerprint; a refused key shows the reason at the field', async () => {
    const calls = stubApi();
    startTestSession();
    renderWithProviders(<GameProvidersPage />);
    fireEvent.click(within(await row()).getByRole('button', { name: 'Rotate key' }));
    const dialog = await screen.findByRole('dialog', { name: 'New signing key for Khela Game Simulator' });
    fireEvent.change(within(dialog).getByLabelText('Secret or public key'), { target: { value: 'a-brand-new-shared-secret' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rotate key' }));
    expect(
      await screen.findByText('Khela Game Simulator: new key in use, fingerprint SHA256:11:22:33:44:55:66:77:88:99:00:aa:bb:cc:dd:ee:ff.'),
    ).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/admin/game-providers/sim/key',
      body: { auth_scheme: 'hmac', key: 'a-brand-new-shared-secret' },
      csrf: 'csrf-token-1',
    });
    expect(screen.queryByText('a-brand-new-shared-secret')).toBeNull();
  });

  it('keeps the dialog open with the field error when the key is refused', async () => {
    stubApi(true);
    startTestSession();
    renderWithProviders(<GameProvidersPage />);
    fireEvent.click(within(await row()).getByRole('button', { name: 'Rotate key' }));
    const dialog = await screen.findByRole('dialog', { name: 'New signing key for Khela Game Simulator' });
    fireEvent.change(within(dialog).getByLabelText('Secret or public key'), { target: { value: 'short' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rotate key' }));
    expect(await within(dialog).findByText('An HMAC secret must be at least 16 characters.')).toBeTruthy();
  });

  it("lists a provider's games with stated RTP and turns one off", async () => {
    const calls = stubApi();
    startTestSession();
    renderWithProviders(<GameProvidersPage />);
    fireEvent.click(within(await row()).getByRole('button', { name: 'Games' }));
    const table = within(await screen.findByRole('table', { name: 'Games of Khela Game Simulator' }));
    expect(await table.findByText('Tiger Fortune')).toBeTruthy();
    expect(table.getByText('95.81%')).toBeTruthy();
    fireEvent.click(table.getByRole('checkbox', { name: 'Tiger Fortune on' }));
    expect(await screen.findByText('Tiger Fortune is off: hidden, not launched, bets refused.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/admin/game-providers/sim/games/RTG-SLOT')).toMatchObject({
      method: 'PATCH',
      body: { enabled: false },
    });
    await waitFor(() => expect(screen.getByText('1 of 2 on', { exact: false })).toBeTruthy());
  });

  it("edits a game's stated RTP: a refused value stays in the dialog with the reason, empty clears it", async () => {
    const calls = stubApi();
    startTestSession();
    renderWithProviders(<GameProvidersPage />);
    fireEvent.click(within(await row()).getByRole('button', { name: 'Games' }));
    const table = within(await screen.findByRole('table', { name: 'Games of Khela Game Simulator' }));
    fireEvent.click(await table.findByRole('button', { name: 'Stated RTP of Tiger Fortune' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Stated RTP of Tiger Fortune' }));
    const field = dialog.getByLabelText('Stated RTP (%)') as HTMLInputElement;
    expect(field.value).toBe('95.81');

    fireEvent.change(field, { target: { value: '120' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await dialog.findByText('stated_rtp must be empty or a percentage from 50.00 to 100.00 with at most two decimals, e.g. "96.50"'),
    ).toBeTruthy();
    expect(table.getByText('95.81%')).toBeTruthy();

    fireEvent.change(field, { target: { value: ' 96.5 ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tiger Fortune: stated RTP 96.50%.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await table.findByText('96.50%')).toBeTruthy();
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => c.body)).toEqual([{ stated_rtp: '120' }, { stated_rtp: '96.5' }]);
    expect(puts[1]).toMatchObject({ path: '/api/admin/game-providers/sim/games/RTG-SLOT/stated-rtp', csrf: 'csrf-token-1' });

    fireEvent.click(table.getByRole('button', { name: 'Stated RTP of Tiger Fortune' }));
    const again = within(await screen.findByRole('dialog', { name: 'Stated RTP of Tiger Fortune' }));
    fireEvent.change(again.getByLabelText('Stated RTP (%)'), { target: { value: '' } });
    fireEvent.click(again.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tiger Fortune: no stated RTP.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').at(-1)!.body).toEqual({ stated_rtp: null });
    expect(await table.findByText('not stated')).toBeTruthy();
  });

  it('is in Bangla when the staff member works in Bangla', async () => {
    stubApi();
    startTestSession();
    await i18n.changeLanguage('bn');
    renderWithProviders(<GameProvidersPage />);
    expect(screen.getByRole('heading', { name: 'গেম প্রোভাইডার' })).toBeTruthy();
    const sim = within(await row());
    expect(sim.getByText('সক্রিয়')).toBeTruthy();
    expect(sim.getByRole('button', { name: 'কী বদলান' })).toBeTruthy();
    expect(sim.getByText('2টির মধ্যে 2টি চালু', { exact: false })).toBeTruthy();
    fireEvent.click(sim.getByRole('button', { name: 'গেম' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Tiger Fortune-এর ঘোষিত RTP' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Tiger Fortune-এর ঘোষিত RTP' }));
    expect(dialog.getByLabelText('ঘোষিত RTP (%)')).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'সংরক্ষণ করুন' })).toBeTruthy();
  });
});
