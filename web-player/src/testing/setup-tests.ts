import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { changeLanguage } from '@/i18n';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  changeLanguage('en');
  window.localStorage.clear();
});
