import type { GeneralSettings } from '@khela/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, requestPath } from '@/testing/render';
import { HomeRoute } from './home';

const general: GeneralSettings = {
  site_title: 'Khela BD',
  site_status: 1,
  notice: ['Deposit by bKash, Nagad or Rocket.', 'Withdrawals within 30 minutes.'],
  system_notice: '',
  support_mail: 'support@khela.test',
  withdrawal_status: 1,
  messaging_link: '',
  livechat_license: '',
  tawk_property_id: '',
  tawk_widget_id: '',
  support_phone: '',
  support_telegram: '',
  support_facebook: '',
  affiliate_url: '',
  app_download_url: '',
};

function stubApi(answerGeneral: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      requestPath(input) === '/api/general' ? answerGeneral() : jsonResponse([]),
    ),
  );
}

describe('HomeRoute', () => {
  it('shows a loading state, then the notice line', async () => {
    stubApi(() => jsonResponse(general));
    renderWithProviders(<HomeRoute />);

    expect(screen.getByRole('status').textContent).toContain('Loading…');
    const notices = await screen.findByRole('region', { name: 'Notice' });
    expect(notices.textContent).toContain('Deposit by bKash, Nagad or Rocket.');
    expect(notices.textContent).toContain('Withdrawals within 30 minutes.');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
  });

  it('shows the error state with the server message and retries', async () => {
    let calls = 0;
    stubApi(() => (++calls === 1 ? jsonResponse({ message: 'Settings are unavailable' }, 503) : jsonResponse(general)));
    renderWithProviders(<HomeRoute />);

    // 503 is retried by the app's client, not by the test client, so the first answer is final here.
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the site.');
    expect(alert.textContent).toContain('Settings are unavailable');

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Notice' })).toBeTruthy();
  });

  it('replaces the page with the maintenance message when site_status is 0', async () => {
    stubApi(() => jsonResponse({ ...general, site_status: 0 }));
    renderWithProviders(<HomeRoute />);

    expect(await screen.findByText("We're currently undergoing Maintenance!")).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });
});
