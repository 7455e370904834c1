import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { ErrorModalProvider } from '@/components/error-modal-provider';
import { useLiveBalance } from '@/features/account/hooks/use-live-balance';
import { useGeneral } from '@/features/site/api/get-general';
import { ChatButton } from '@/features/site/components/chat-button';
import { MaintenancePage } from '@/features/site/components/maintenance-page';
import { loadPageTexts } from '@/i18n';
import { useSessionToken } from '@/lib/session';

/** Reality checks and the session limit (issue 16): a chunk fetched once a player is logged in. */
const RealityCheckHost = lazy(async () => {
  const [host] = await Promise.all([import('@/features/player-protection/components/reality-check-host'), loadPageTexts()]);
  return host;
});

/** general.site_status 0 replaces the whole site with the maintenance page (spec sections 1 and 6). */
export const SITE_STATUS_MAINTENANCE = 0;

/** Wraps every route: the error modal, the maintenance switch, the floating chat button (spec 2.2) and the reality checks. */
export function RootLayout() {
  const general = useGeneral();
  // Balance pushes on the player's socket (connects only while logged in).
  useLiveBalance();
  const maintenance = general.data?.site_status === SITE_STATUS_MAINTENANCE;
  // Mounted from the first log-in on and kept: after the server ends a session it shows why, logged out.
  const loggedIn = Boolean(useSessionToken());
  const [realityChecks, setRealityChecks] = useState(loggedIn);
  if (loggedIn && !realityChecks) setRealityChecks(true);
  return (
    <ErrorModalProvider>
      {maintenance ? <MaintenancePage supportMail={general.data?.support_mail} text={general.data?.maintenance_text} /> : <Outlet />}
      <ChatButton />
      {realityChecks ? (
        <Suspense fallback={null}>
          <RealityCheckHost />
        </Suspense>
      ) : null}
    </ErrorModalProvider>
  );
}
