import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { changeLanguage, loadLanguage, loadPageTexts } from '@/i18n';

// How long findBy* and waitFor wait for what must happen. Testing Library's 1 s default is one lazy route
// chunk's transform on a machine at load 20 (a logout test failed so, its session revoked a moment later);
// a wait that must succeed gets the bound of a loaded machine (a 3 s wait for a lazy route failed in CI at load 14), and a passing test still ends as soon as it holds.
configure({ asyncUtilTimeout: 15_000 });

// The app fetches the Bangla texts on first use; tests switch language in the middle of a render and
// expect the texts at once, as a page that has them does.
// Likewise the rest of English (the app bundles the home page's texts and fetches the others with a page).
beforeAll(async () => {
  await Promise.all([loadLanguage('bn'), loadPageTexts()]);
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  changeLanguage('en');
  window.localStorage.clear();
});
