import type { GeneralSettings, LogoItem, MarketBlock } from '@khela/contracts';

/** Rows of `site_settings` this module owns (one JSON value each). */
export const SettingKeys = { general: 'general', logo: 'logo', marketBlock: 'market_block' } as const;

/** What the site shows before staff have set anything. */
export const defaultGeneral: GeneralSettings = {
  site_title: 'Khela',
  site_status: 1,
  notice: [],
  system_notice: '',
  support_mail: '',
  withdrawal_status: 1,
  messaging_link: '',
  livechat_license: '',
  tawk_property_id: '',
  tawk_widget_id: '',
  support_phone: '',
  support_telegram: '',
  support_facebook: '',
  affiliate_url: '',
  app_download_url: '',
  maintenance_text: '',
};

/** The Bangla of the general row's staff-written texts, stored beside the English in the same JSON value. */
export interface GeneralBangla {
  notice_bn: string[];
  system_notice_bn: string;
  maintenance_text_bn: string;
}

export const defaultGeneralBangla: GeneralBangla = { notice_bn: [], system_notice_bn: '', maintenance_text_bn: '' };

/** The general row as stored: the settings players get plus the Bangla of its texts. */
export type StoredGeneral = GeneralSettings & GeneralBangla;

export const defaultLogo: LogoItem = { logo: '', mobile_logo: '', loader_logo: '', favicon: '' };

/** Nothing blocked until staff say so. */
export const defaultMarketBlock: MarketBlock = { exchange_market: 1, cs_market: 1, status: 'active' };
