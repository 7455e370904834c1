import type { GeneralSettings, LogoItem } from '@khela/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, requestPath } from '@/testing/render';
import { SiteHeader } from './site-header';

const general: GeneralSettings = {
  site_title: 'Khela BD',
  site_status: 1,
  notice: ['Welcome bonus 100%'],
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
  maintenance_text: '',
};

const logos: LogoItem[] = [
  { logo: '/storage/logo.png', mobile_logo: '/storage/logo-mobile.png', loader_logo: '', favicon: '' },
  { logo: '/storage/old-logo.png', mobile_logo: '', loader_logo: '', favicon: '' },
];

function stubApi() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    switch (requestPath(input)) {
      case '/api/general':
        return jsonResponse(general);
      case '/api/logo':
        return jsonResponse(logos);
      default:
        return jsonResponse({ message: 'Not Found' }, 404);
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('SiteHeader', () => {
  it('shows the site title and the first logo from the API', async () => {
    const fetchMock = stubApi();
    renderWithProviders(<SiteHeader />);

    const title = await screen.findByRole('heading', { name: 'Khela BD' });
    expect(title.textContent).toBe('Khela BD');

    const logo = await screen.findByRole<HTMLImageElement>('img', { name: 'Khela BD logo' });
    expect(logo.getAttribute('src')).toBe('/storage/logo.png');
    const mobileSource = logo.parentElement?.querySelector('source');
    expect(mobileSource?.getAttribute('srcset')).toBe('/storage/logo-mobile.png');

    const paths = fetchMock.mock.calls.map(([input]) => requestPath(input));
    expect(paths.sort()).toEqual(['/api/general', '/api/logo']);
  });

  it('switches the language to Bangla and remembers it', async () => {
    stubApi();
    renderWithProviders(<SiteHeader />);
    await screen.findByText('Khela BD');

    fireEvent.click(screen.getByRole('button', { name: 'বাংলা' }));

    expect(screen.getByRole('button', { name: 'বাংলা' }).getAttribute('aria-pressed')).toBe('true');
    expect(window.localStorage.getItem('lang')).toBe('bn');
    expect(document.documentElement.lang).toBe('bn');

    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(window.localStorage.getItem('lang')).toBe('en');
  });
});
