/**
 * The browser's install offer (`beforeinstallprompt`, Chromium only) arrives once, often before React
 * mounts; it is caught here at start-up and kept for the App button.
 */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;

export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
  });
}

/** Shows the browser's install dialog; false when the browser has not offered one. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null; // A prompt can be shown only once.
  await event.prompt();
  return true;
}
