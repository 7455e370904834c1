import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { StatementSection } from './statement-section';

/** Records every request's URL; answers with `answer`. */
function stubFetch(answer: () => Response) {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      urls.push(new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost'));
      return answer();
    }),
  );
  return urls;
}

describe('StatementSection (issue 16)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('downloads the chosen period as CSV in the page language, and saves it as a file', async () => {
    window.localStorage.setItem('token', 'session-token');
    const urls = stubFetch(
      () => new Response('\uFEFFAccount statement\r\n', { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8' } }),
    );
    const created = vi.fn((_blob: Blob) => 'blob:statement');
    URL.createObjectURL = created as unknown as typeof URL.createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    renderWithProviders(<StatementSection />, { route: '/responsible-gaming' });
    const section = screen.getByRole('region', { name: 'Account statement' });
    fireEvent.change(within(section).getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(within(section).getByLabelText('To'), { target: { value: '2026-06-30' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Download CSV' }));
    expect(await within(section).findByText('Your statement has been downloaded.')).toBeTruthy();
    expect(urls.map((u) => `${u.pathname}${u.search}`)).toEqual([
      '/api/responsible-gaming/statement?from=2026-01-01&to=2026-06-30&lang=en',
    ]);
    expect(clicks).toEqual(['khela-statement-2026-01-01-to-2026-06-30.csv']);
    expect(created).toHaveBeenCalledTimes(1);

    // the same period as a PDF
    fireEvent.click(within(section).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(clicks).toHaveLength(2));
    expect(urls.map((u) => `${u.pathname}${u.search}`).at(-1)).toBe(
      '/api/responsible-gaming/statement/pdf?from=2026-01-01&to=2026-06-30&lang=en',
    );
    expect(clicks.at(-1)).toBe('khela-statement-2026-01-01-to-2026-06-30.pdf');
  });

  it("shows the server's refusal, and asks for the file in Bangla on the Bangla page", async () => {
    window.localStorage.setItem('token', 'session-token');
    const urls = stubFetch(() => jsonResponse({ message: 'অনুগ্রহ করে সর্বোচ্চ এক বছরের সময়সীমা বেছে নিন।' }, 400));
    act(() => changeLanguage('bn'));
    try {
      renderWithProviders(<StatementSection />, { route: '/responsible-gaming' });
      const section = screen.getByRole('region', { name: 'অ্যাকাউন্ট স্টেটমেন্ট' });
      fireEvent.change(within(section).getByLabelText('থেকে'), { target: { value: '2024-01-01' } });
      fireEvent.click(within(section).getByRole('button', { name: 'CSV ডাউনলোড করুন' }));
      expect(await within(section).findByText('অনুগ্রহ করে সর্বোচ্চ এক বছরের সময়সীমা বেছে নিন।')).toBeTruthy();
      await waitFor(() => expect(urls[0]?.searchParams.get('lang')).toBe('bn'));
      expect(urls[0]?.searchParams.get('from')).toBe('2024-01-01');
    } finally {
      act(() => changeLanguage('en'));
    }
  });
});
