import { useTranslation } from 'react-i18next';
import { MemberToolbar } from '@/features/account/components/member-toolbar';
import { ResponsibleGaming } from '@/features/player-protection/components/responsible-gaming';
import { PageShell } from './page-shell';

export function ResponsibleGamingRoute() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('responsibleGaming.title')} footer={<MemberToolbar />}>
      <ResponsibleGaming />
    </PageShell>
  );
}
