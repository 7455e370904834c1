import { useLocation, useParams } from 'react-router';
import { can, useMe } from '@/features/auth/api/get-me';
import { PlayerProtection } from '@/features/responsible-gaming/components/player-protection';
import { ResponsibleGamingSearch } from '@/features/responsible-gaming/components/responsible-gaming-search';
import { RequirePermission } from '../require-permission';

export function ResponsibleGamingRoute() {
  return (
    <RequirePermission permission="rg.view">
      <ResponsibleGamingSearch />
    </RequirePermission>
  );
}

/** /responsible-gaming/:playerId; the search (?q) rides along so "Back" returns to it. */
export function PlayerProtectionRoute() {
  const { playerId = '' } = useParams();
  const { search } = useLocation();
  const me = useMe();
  return (
    <RequirePermission permission="rg.view">
      <PlayerProtection key={playerId} id={playerId} backTo={`/responsible-gaming${search}`} canManage={can(me.data, 'rg.manage')} />
    </RequirePermission>
  );
}
