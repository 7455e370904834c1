import { useEffect, useRef } from 'react';
import { LoadingState } from '@/components/page-status';
import { useLogout } from '@/features/account/hooks/use-logout';

/**
 * /player/logout, where the desktop "Log out" goes (spec section 2.1). A page of the player site, not an
 * API link: the token never travels in a URL. It ends the session here, revokes it with POST /api/logout
 * (bearer), and shows home.
 */
export function PlayerLogoutRoute() {
  const { logout } = useLogout();
  const started = useRef(false);
  useEffect(() => {
    // Once: React's development mode runs effects twice.
    if (started.current) return;
    started.current = true;
    void logout();
  }, [logout]);
  return <LoadingState />;
}
