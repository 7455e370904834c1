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
      <img src={apiAssetUrl(logo.logo || logo.mobile_logo)} alt={alt} decoding="async" />
    </picture>
  );
}
