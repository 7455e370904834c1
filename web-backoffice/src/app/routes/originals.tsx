import { OriginalsSettingsPage } from '@/features/originals/components/originals-settings-page';
import { RequirePermission } from '../require-permission';

/** /originals (issue 19): the house games' settings, for games.manage like the game providers. */
export function OriginalsSettingsRoute() {
  return (
    <RequirePermission permission="games.manage">
      <OriginalsSettingsPage />
    </RequirePermission>
  );
}
