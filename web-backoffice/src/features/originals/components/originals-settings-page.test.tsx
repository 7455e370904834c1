import type { StaffOriginalsGameSettings } from '@khela/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { startTestSession } from '@/testing/session';
import { OriginalsSettingsPage } from './originals-settings-page';

const mines: StaffOriginalsGameSettings = {
  game_code: 'khela-mines',
  name: 'Mines',
  enabled: true,
  listed: true,
  stated_rtp: '99.00',
  min_bet: '1.00',
  max_bet: '100000.00',
  max_win: '1000000.00',
  updated_at: '2026-11-26T10:00:00.000Z',
};

function stubApi() {
  const puts: unknown[] = [];
  let row = { ...mines };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      const method = init?.method ?? 'GET';
      if (url.pathname === '/api/admin/originals/settings' && method === 'GET') return jsonResponse({ data: [row] });
      if (url.pathname === '/api/admin/originals/settings/khela-mines' && method === 'PUT') {
        const body = JSON.parse(String(init!.body)) as Record<string, unknown>;
        puts.push(body);
        if (body.max_bet === '0.50')
          return jsonResponse(
            {
              message: 'The maximum bet must not be below the minimum bet.',
              errors: { max_bet: ['The maximum bet must not be below the minimum bet.'] },
            },
            422,
          );
        row = { ...row, ...body } as StaffOriginalsGameSettings;
        return jsonResponse(row);
      }
      return jsonResponse({ message: 'unexpected' }, 500);
    }),
  );
  return puts;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('Khela Originals settings page', () => {
  it('shows each house game with its stated RTP and limits, and saves an edit (the refusal next to its field)', async () => {
    const puts = stubApi();
    startTestSession();
    renderWithProviders(<OriginalsSettingsPage />, { route: '/originals' });
    const row = await screen.findByTestId('originals-settings-khela-mines');
    expect(within(row).getByText('99.00%')).toBeTruthy();
    expect(within(row).getByText('100000.00')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Settings of Mines' }));
    fireEvent.change(screen.getByLabelText('Max bet (BDT)'), { target: { value: '0.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The maximum bet must not be below the minimum bet.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Max bet (BDT)'), { target: { value: '500.00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Mines: settings saved.')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByTestId('originals-settings-khela-mines')).getByText('500.00')).toBeTruthy());
    expect(puts.at(-1)).toEqual({ enabled: true, min_bet: '1.00', max_bet: '500.00', max_win: '1000000.00' });
  });
});
