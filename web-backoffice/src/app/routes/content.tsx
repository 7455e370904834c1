import { CataloguePage } from '@/features/catalogue/components/catalogue-page';
import { MarketBlockPage } from '@/features/content/components/market-block-page';
import { NoticesPage } from '@/features/content/components/notices-page';
import { PromotionsPage } from '@/features/content/components/promotions-page';
import { SiteSettingsPage } from '@/features/content/components/site-settings-page';
import { SlidersPage } from '@/features/content/components/sliders-page';
import { SocialLinksPage } from '@/features/content/components/social-links-page';
import { RequirePermission } from '../require-permission';

/** The content editors (content role; admin holds every permission). */
export const SiteSettingsRoute = () => (
  <RequirePermission permission="content.manage">
    <SiteSettingsPage />
  </RequirePermission>
);

export const NoticesRoute = () => (
  <RequirePermission permission="content.manage">
    <NoticesPage />
  </RequirePermission>
);

export const SlidersRoute = () => (
  <RequirePermission permission="content.manage">
    <SlidersPage />
  </RequirePermission>
);

export const SocialLinksRoute = () => (
  <RequirePermission permission="content.manage">
    <SocialLinksPage />
  </RequirePermission>
);

export const MarketBlockRoute = () => (
  <RequirePermission permission="content.manage">
    <MarketBlockPage />
  </RequirePermission>
);

export const PromotionsRoute = () => (
  <RequirePermission permission="content.manage">
    <PromotionsPage />
  </RequirePermission>
);

export const CatalogueRoute = () => (
  <RequirePermission permission="content.manage">
    <CataloguePage />
  </RequirePermission>
);
