/** GET /api/logo answers a list; clients use the first item (spec section 3, "Logo settings"). */
export interface LogoItem {
  logo: string;
  mobile_logo: string;
  loader_logo: string;
  favicon: string;
}

/** GET /api/general (spec section 3, "General settings"). Field names are the compatibility contract. */
export interface GeneralSettings {
  site_title: string;
  /** 1 = site open, 0 = maintenance page. */
  site_status: number;
  notice: string[];
  system_notice: string;
  support_mail: string;
  /** 1 = withdrawal methods shown, 0 = hidden. */
  withdrawal_status: number;
}
