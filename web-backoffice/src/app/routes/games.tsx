import { GameProvidersPage } from '@/features/games/components/game-providers-page';
import { GameReportsPage } from '@/features/games/components/game-reports-page';
import { GameRoundsPage } from '@/features/games/components/game-rounds-page';
import { RequirePermission } from '../require-permission';

export function GameProvidersRoute() {
  return (
    <RequirePermission permission="games.manage">
      <GameProvidersPage />
    </RequirePermission>
  );
}

export function GameRoundsRoute() {
  return (
    <RequirePermission permission="reports.read">
      <GameRoundsPage />
    </RequirePermission>
  );
}

export function GameReportsRoute() {
  return (
    <RequirePermission permission="reports.read">
      <GameReportsPage />
    </RequirePermission>
  );
}
