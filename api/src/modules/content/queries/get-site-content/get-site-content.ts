import { Inject, Injectable } from '@nestjs/common';
import type { GeneralSettings, LogoItem, MarketBlock, SliderType } from '@khela/contracts';
import { sanitizeNoticeHtml } from '../../domain/notice-html.js';
import { SiteSettingsRepository } from '../../persistence/site-settings.repository.js';
import { SlidersRepository, type Slider } from '../../persistence/sliders.repository.js';
import { SocialLinksRepository, type SocialLink } from '../../persistence/social-links.repository.js';
import { defaultGeneral, defaultLogo, defaultMarketBlock, SettingKeys } from '../../settings.js';

/**
 * What every visitor reads first: logo, general settings, market block, sliders, social links.
 * Read straight from Postgres on every call (small primary-key reads), so a staff save shows at once on
 * every api instance with no cache to invalidate.
 */
@Injectable()
export class GetSiteContent {
  constructor(
    @Inject(SiteSettingsRepository) private readonly settings: SiteSettingsRepository,
    @Inject(SlidersRepository) private readonly sliders: SlidersRepository,
    @Inject(SocialLinksRepository) private readonly socialLinks: SocialLinksRepository,
  ) {}

  async logo(): Promise<LogoItem> {
    return { ...defaultLogo, ...(await this.settings.get<Partial<LogoItem>>(SettingKeys.logo)) };
  }

  /** The system notice is sanitised again on the way out: rows written before a rule tightened, or by hand, never reach a browser raw. */
  async general(): Promise<GeneralSettings> {
    const stored = { ...defaultGeneral, ...(await this.settings.get<Partial<GeneralSettings>>(SettingKeys.general)) };
    return { ...stored, system_notice: sanitizeNoticeHtml(stored.system_notice ?? '') };
  }

  async marketBlock(): Promise<MarketBlock> {
    return { ...defaultMarketBlock, ...(await this.settings.get<Partial<MarketBlock>>(SettingKeys.marketBlock)) };
  }

  activeSliders(type?: SliderType): Promise<Slider[]> {
    return this.sliders.list({ type, activeOnly: true });
  }

  activeSocialLinks(): Promise<SocialLink[]> {
    return this.socialLinks.list(true);
  }
}
