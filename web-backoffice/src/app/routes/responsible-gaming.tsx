import { useLocation, useParams } from 'react-router';
import { can, useMe } from '@/features/auth/api/get-me';
import { PlayerProtection } from '@/features/responsible-gaming/components/player-protection';
import { ProtectionRulesPage } from '@/features/responsible-gaming/components/protection-rules-page';
import { ResponsibleGamingSearch } from '@/features/responsible-gaming/components/responsible-gaming-search';
import { RequirePermission } from '../require-permission';

export function ResponsibleGamingRoute() {
  const me = useMe();
  return (
    <RequirePermission permission="rg.view">
      <ResponsibleGamingSearch canSetRules={can(me.data, 'rg.manage')} />
    </RequirePermission>
  );
}

/** /responsible-gaming/rules (issue 16): the player-protection rules, for rg.manage (risk and admin). */
export function ProtectionRulesRoute() {
  return (
    <RequirePermission permission="rg.manage">
      <ProtectionRulesPage />
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
