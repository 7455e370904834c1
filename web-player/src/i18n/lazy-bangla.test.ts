import { setUpI18n } from '@khela/web-kit';
import { describe, expect, it, vi } from 'vitest';

// setUpI18n (re)initialises the one i18next instance: this file checks it with texts of its own (Vitest keeps
// each test file's modules apart, so the app's texts in other files are untouched).
describe('setUpI18n with Bangla as a loader (the player site fetches its Bangla chunk on first use)', () => {
  it('fetches Bangla only when it is first chosen, switches once it is in, and fetches it once', async () => {
    window.localStorage.removeItem('lazy-test-lang');
    const loader = vi.fn(async () => ({ close: 'বন্ধ' }));
    const setUp = setUpI18n({ en: { close: 'Close' }, bn: loader }, 'lazy-test-lang');
    await setUp.ready;
    expect(loader).not.toHaveBeenCalled();
    expect(setUp.i18n.t('close')).toBe('Close');

    setUp.changeLanguage('bn');
    expect(setUp.currentLanguage()).toBe('en'); // still English while the texts are on their way
    await vi.waitFor(() => expect(setUp.currentLanguage()).toBe('bn'));
    expect(setUp.i18n.t('close')).toBe('বন্ধ');
    expect(document.documentElement.lang).toBe('bn');

    setUp.changeLanguage('en');
    setUp.changeLanguage('bn');
    expect(setUp.currentLanguage()).toBe('bn'); // in already: at once
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('opens in the remembered Bangla once its texts are in; a failed fetch leaves English', async () => {
    window.localStorage.setItem('lazy-test-lang', 'bn');
    const setUp = setUpI18n({ en: { close: 'Close' }, bn: async () => ({ close: 'বন্ধ' }) }, 'lazy-test-lang');
    await setUp.ready;
    expect(setUp.currentLanguage()).toBe('bn');
    expect(setUp.i18n.t('close')).toBe('বন্ধ');

    window.localStorage.setItem('lazy-test-lang', 'bn');
    const offline = setUpI18n({ en: { close: 'Close' }, bn: () => Promise.reject(new Error('offline')) }, 'lazy-test-lang');
    await offline.ready;
    expect(offline.currentLanguage()).toBe('en');
    expect(offline.i18n.t('close')).toBe('Close');
  });
});
