import { Outlet } from 'react-router';
import { ErrorModalProvider } from '@/components/error-modal-provider';
import { useLiveBalance } from '@/features/account/hooks/use-live-balance';
import { useGeneral } from '@/features/site/api/get-general';
import { ChatButton } from '@/features/site/components/chat-button';
import { MaintenancePage } from '@/features/site/components/maintenance-page';

/** general.site_status 0 replaces the whole site with the maintenance page (spec sections 1 and 6). */
export const SITE_STATUS_MAINTENANCE = 0;

/** Wraps every route: the error modal, the maintenance switch and the floating chat button (spec 2.2). */
export function RootLayout() {
  const general = useGeneral();
  // Balance pushes on the player's socket (connects only while logged in).
  useLiveBalance();
  const maintenance = general.data?.site_status === SITE_STATUS_MAINTENANCE;
  return (
    <ErrorModalProvider>
      {maintenance ? <MaintenancePage supportMail={general.data?.support_mail} text={general.data?.maintenance_text} /> : <Outlet />}
      <ChatButton />
    </ErrorModalProvider>
  );
}
