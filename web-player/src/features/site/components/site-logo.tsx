import type { LogoItem } from '@khela/contracts';
import { apiAssetUrl } from '@/lib/api-client';

/** The mobile layout runs below 1024 px (architecture section 5); it gets `mobile_logo`. */
const MOBILE_MEDIA = '(max-width: 1023.98px)';

interface SiteLogoProps {
  logo: LogoItem;
  alt: string;
}

export function SiteLogo({ logo, alt }: SiteLogoProps) {
  return (
    <picture className="site-logo">
      {logo.mobile_logo ? <source media={MOBILE_MEDIA} srcSet={apiAssetUrl(logo.mobile_logo)} /> : null}
      {/* A box before the file arrives (Lighthouse: unsized images): the demo logo's 130 x 48; the stylesheet
          sets its height, and a logo of another shape keeps its own proportions once it is in. */}
      <img src={apiAssetUrl(logo.logo || logo.mobile_logo)} alt={alt} width={130} height={48} decoding="async" />
    </picture>
  );
}
