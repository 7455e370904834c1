import type { GeneralSettings, LogoItem } from '@khela/contracts';

export const SettingKeys = { general: 'general', logo: 'logo' } as const;

/** What the site shows before staff have set anything. */
export const defaultGeneral: GeneralSettings = {
  site_title: 'Khela',
  site_status: 1,
  notice: [],
  system_notice: '',
  support_mail: '',
  withdrawal_status: 1,
};

export const defaultLogo: LogoItem = { logo: '', mobile_logo: '', loader_logo: '', favicon: '' };
