import { Inject, Injectable } from '@nestjs/common';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { APP_CONFIG } from '../../../platform/config/config.module.js';
import type { AppConfig } from '../../../platform/config/load-config.js';
import { storageRoot } from '../../../platform/paths.js';
import { DemoSeed, type DemoSeeder } from '../../../platform/seed/demo-seeder.js';
import { SiteSettingsRepository } from '../persistence/site-settings.repository.js';
import { SettingKeys } from '../settings.js';

/** The Khela wordmark, drawn as SVG so the demo needs no binary assets. */
const logoSvg = (width: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="48" viewBox="0 0 ${width} 48">
  <rect width="${width}" height="48" rx="10" fill="#0b3d2e"/>
  <circle cx="24" cy="24" r="15" fill="#f5c542"/>
  <path d="M18 14v20M18 24l10-10M18 24l10 10" stroke="#0b3d2e" stroke-width="4" stroke-linecap="round" fill="none"/>
  <text x="48" y="33" font-family="Arial, Helvetica, sans-serif" font-size="26" font-weight="700" fill="#f5c542">Khela</text>
</svg>
`;

/** Site title, notices and logo files for the demo. Never overwrites what staff have changed. */
@Injectable()
@DemoSeed(10)
export class DemoContentSeed implements DemoSeeder {
  constructor(
    @Inject(SiteSettingsRepository) private readonly settings: SiteSettingsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async seed(): Promise<void> {
    const dir = join(storageRoot(this.config.STORAGE_DIR), 'content');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'khela-logo.svg'), logoSvg(150));
    await writeFile(join(dir, 'khela-logo-mobile.svg'), logoSvg(130));
    await this.settings.setIfMissing(SettingKeys.logo, {
      logo: '/storage/content/khela-logo.svg',
      mobile_logo: '/storage/content/khela-logo-mobile.svg',
      loader_logo: '/storage/content/khela-logo-mobile.svg',
      favicon: '/storage/content/khela-logo-mobile.svg',
    });
    await this.settings.setIfMissing(SettingKeys.general, {
      site_title: 'Khela',
      site_status: 1,
      notice: [
        'Welcome to Khela! Deposit by bKash, Nagad or Rocket and play in taka.',
        'Withdrawals are reviewed around the clock, usually within 30 minutes.',
      ],
      system_notice: '',
      support_mail: 'support@khela.example',
      withdrawal_status: 1,
    });
  }
}
