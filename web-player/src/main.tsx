import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { listenForInstallPrompt } from './lib/install-prompt';
import { App } from './app';
import { createAppRouter } from './app/router';
import { generalQueryOptions } from './features/site/api/get-general';
import { slidersQueryOptions } from './features/site/api/get-sliders';
import { currentLanguage, i18nReady } from './i18n';
import { readHomeFirstView, seedHomeFirstView } from './lib/home-first-view';
import { nextTask } from './lib/next-task';
import { createQueryClient } from './lib/query-client';
import './styles/bengali-font.css';
import './styles/index.css';

// The install offer can fire before React mounts; keep it for the App button.
listenForInstallPrompt();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A transition: React renders the first page in slices of a few milliseconds, yielding between them, instead
// of one long task that blocks a phone's main thread (Total Blocking Time, issue 14).
// After the remembered language's texts are in (at once for English; Bangla is fetched first).
const root = createRoot(container);
const queryClient = createQueryClient();
void i18nReady.then(async () => {
  // The home page's HTML carries its first view (logo, general settings, banners): with it in the cache the first
  // render shows the banners, without waiting for three requests after the script has run (issue 14).
  const view = readHomeFirstView();
  if (view) seedHomeFirstView(queryClient, view, currentLanguage(), Date.now());
  // The first answers every page (and the home page's banners) waits for are asked for now, in the language
  // chosen, instead of once the first render has committed: the first banner, the largest paint, shows sooner
  // (issue 15, LCP). The queries that render them find the answers in flight or in. Answers just seeded from
  // the first view are fresh: nothing is asked for.
  void queryClient.prefetchQuery(generalQueryOptions());
  if (window.location.pathname === '/') void queryClient.prefetchQuery(slidersQueryOptions('Main'));
  // The router (route table, history, the first match) is built in a task of its own, after the scripts' own
  // evaluation and before React's first slice: each stays shorter on a phone's main thread (issue 14).
  await nextTask();
  const router = createAppRouter();
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    );
  });
});

// Production only: in development the worker would serve stale modules to Vite's hot reload.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('Service worker not registered', error));
  });
}
