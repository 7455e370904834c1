import { useTranslation } from 'react-i18next';
import { PromotionsDesktop } from '@/features/promotions/components/promotions-desktop';
import { PromotionsMobile } from '@/features/promotions/components/promotions-mobile';
import { ResponsiveShell } from '../layouts/responsive-shell';

/** /promotions: the mobile tabs and cards, or the desktop banner, filter strip and cards. */
export function PromotionsRoute() {
  const { t } = useTranslation();
  return (
    <ResponsiveShell title={t('nav.promotions')}>{(desktop) => (desktop ? <PromotionsDesktop /> : <PromotionsMobile />)}</ResponsiveShell>
  );
}
