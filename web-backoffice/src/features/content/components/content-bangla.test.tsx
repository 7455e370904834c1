import type { GeneralSettings, MarketBlock, NoticesView } from '@khela/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { jsonResponse, renderWithProviders, requestPath } from '@/testing/render';
import { ImageField } from './image-field';
import { MarketBlockPage } from './market-block-page';
import { NoticesPage } from './notices-page';
import { SiteSettingsPage } from './site-settings-page';

const general: GeneralSettings = {
  site_title: 'Khela',
  site_status: 1,
  notice: [],
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
const notices: NoticesView = {
  notice: ['Welcome to Khela'],
  system_notice: '<p>Hello</p>',
  notice_bn: [],
  system_notice_bn: '',
  maintenance_text: '',
  maintenance_text_bn: '',
};
const marketBlock: MarketBlock = { exchange_market: 0, cs_market: 1, status: 'inactive' };

function stubApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = requestPath(input);
      if (path === '/api/admin/content/general') return jsonResponse(general);
      if (path === '/api/admin/content/logo') return jsonResponse({ logo: '', mobile_logo: '', loader_logo: '', favicon: '' });
      if (path === '/api/admin/content/notices') return jsonResponse(notices);
      if (path === '/api/admin/content/market-block') return jsonResponse(marketBlock);
      return jsonResponse({ message: 'not found' }, 404);
    }),
  );
}

describe('content pages in Bangla', () => {
  it('shows the site settings in Bangla, with the confirmation', async () => {
    stubApi();
    await i18n.changeLanguage('bn');
    renderWithProviders(<SiteSettingsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'সাইট সেটিংস' })).toBeTruthy();
    expect(await screen.findByLabelText('সাইটের শিরোনাম')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'সাধারণ সেটিংস সংরক্ষণ করুন' })).toBeTruthy();
    expect(screen.getByTestId('site-status').textContent).toBe('চালু');
    expect(await screen.findByLabelText('ফেভিকন আপলোড করুন')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'সাইট বন্ধ করুন' }));
    const dialog = screen.getByRole('alertdialog', { name: 'সাইট বন্ধ করবেন?' });
    expect(dialog.textContent).toContain('রক্ষণাবেক্ষণের পাতা');
    expect(screen.getByRole('button', { name: 'বাতিল' })).toBeTruthy();
  });

  it('shows the notices in Bangla', async () => {
    stubApi();
    await i18n.changeLanguage('bn');
    renderWithProviders(<NoticesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'নোটিশ' })).toBeTruthy();
    expect(((await screen.findByLabelText('চলমান লাইন 1')) as HTMLInputElement).value).toBe('Welcome to Khela');
    expect(screen.getByText('20টির মধ্যে 1টি লাইন', { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'লাইন যোগ করুন' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'সিস্টেম নোটিশ সংরক্ষণ করুন' })).toBeTruthy();
    expect(screen.getByTitle('সিস্টেম নোটিশের প্রিভিউ')).toBeTruthy();
  });

  it('shows the market block in Bangla', async () => {
    stubApi();
    await i18n.changeLanguage('bn');
    renderWithProviders(<MarketBlockPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'মার্কেট ব্লক' })).toBeTruthy();
    expect(await screen.findByLabelText('এক্সচেঞ্জ মার্কেট (exchange_market)')).toBeTruthy();
    expect(screen.getByText('এক্সচেঞ্জ বন্ধ')).toBeTruthy();
    expect(screen.getByText('গেম খোলা')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'মার্কেট ব্লক সংরক্ষণ করুন' })).toBeTruthy();
  });

  it('shows an upload refusal in Bangla', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: 'Only PNG, JPEG, WebP or GIF images are accepted.' }, 415)),
    );
    await i18n.changeLanguage('bn');
    renderWithProviders(<ImageField label="লোগো" purpose="logo" value="" onChange={() => undefined} />);
    expect(screen.getByText('কোনো ছবি নেই')).toBeTruthy();
    expect(screen.getByText('আপলোড')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('লোগো আপলোড করুন'), { target: { files: [new File(['x'], 'x.png', { type: 'image/png' })] } });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('আপলোড গ্রহণ করা হয়নি: Only PNG, JPEG, WebP or GIF images are accepted.'),
    );
  });
});
