import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18n } from '@/i18n';
import { clearCookies } from './session';

// How long findBy* and waitFor wait for what must happen. Testing Library's 1 s default is one lazy route
// chunk's transform on a machine at load 20 (a logout test failed so, its session revoked a moment later);
// a wait that must succeed gets the bound of a loaded machine, and a passing test still ends as soon as it holds.
configure({ asyncUtilTimeout: 15_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  clearCookies();
  void i18n.changeLanguage('en');
});
