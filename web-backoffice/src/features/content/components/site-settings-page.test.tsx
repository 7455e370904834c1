import type { GeneralSettings } from '@khela/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, requestPath } from '@/testing/render';
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

function stubApi() {
  let current = { ...general };
  const patches: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = requestPath(input);
      const method = init?.method ?? 'GET';
      if (path === '/api/admin/content/general' && method === 'GET') return jsonResponse(current);
      if (path === '/api/admin/content/general' && method === 'PATCH') {
        const body = JSON.parse(String(init?.body)) as Partial<GeneralSettings>;
        patches.push(body);
        current = { ...current, ...body };
        return jsonResponse(current);
      }
      if (path === '/api/admin/content/logo') return jsonResponse({ logo: '', mobile_logo: '', loader_logo: '', favicon: '' });
      return jsonResponse({ message: 'not found' }, 404);
    }),
  );
  return patches;
}

describe('site status', () => {
  it('asks before turning the site off; Cancel changes nothing', async () => {
    const patches = stubApi();
    renderWithProviders(<SiteSettingsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Turn site off' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Turn the site off?' });
    expect(dialog.textContent).toContain('maintenance page');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(patches).toEqual([]);
    expect(screen.getByTestId('site-status').textContent).toBe('Open');
  });

  it('turns the site off only after the confirmation, and on again without one', async () => {
    const patches = stubApi();
    renderWithProviders(<SiteSettingsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Turn site off' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Turn the site off?' });
    fireEvent.click(dialog.querySelector('.button--danger-solid')!);

    await screen.findByText('The site is off: players see the maintenance page.');
    expect(patches).toEqual([{ site_status: 0 }]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByTestId('site-status').textContent).toBe('Maintenance');

    fireEvent.click(screen.getByRole('button', { name: 'Turn site on' }));
    await waitFor(() => expect(patches).toEqual([{ site_status: 0 }, { site_status: 1 }]));
    await screen.findByText('The site is open again.');
  });

  it('Escape closes the confirmation without saving', async () => {
    const patches = stubApi();
    renderWithProviders(<SiteSettingsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Turn site off' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(patches).toEqual([]);
  });
});
