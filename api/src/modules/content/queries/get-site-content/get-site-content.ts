import { Inject, Injectable } from '@nestjs/common';
import type { GeneralSettings, LogoItem, MarketBlock, NoticesView, SliderType } from '@khela/contracts';
import { inLanguage } from '../../../../platform/i18n/request-language.js';
import type { Language } from '../../../../platform/i18n/message-catalog.js';
import { sanitizeNoticeHtml } from '../../domain/notice-html.js';
import { SiteSettingsRepository } from '../../persistence/site-settings.repository.js';
import { SlidersRepository, type Slider } from '../../persistence/sliders.repository.js';
import { SocialLinksRepository, type SocialLink } from '../../persistence/social-links.repository.js';
import { defaultGeneral, defaultGeneralBangla, defaultLogo, defaultMarketBlock, SettingKeys, type StoredGeneral } from '../../settings.js';

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

  /**
   * The general settings as players of `language` read them: each staff-written text in that language,
   * English where no Bangla was written. The system notice is sanitised again on the way out: rows
   * written before a rule tightened, or by hand, never reach a browser raw.
   */
  async general(language: Language = 'en'): Promise<GeneralSettings> {
    const { notice_bn, system_notice_bn, maintenance_text_bn, ...english } = await this.storedGeneral();
    return {
      ...english,
      notice: inLanguage(language, english.notice, notice_bn),
      system_notice: sanitizeNoticeHtml(inLanguage(language, english.system_notice, system_notice_bn)),
      maintenance_text: inLanguage(language, english.maintenance_text, maintenance_text_bn),
    };
  }

  /** The staff-written texts of the general row in both languages (the notices editor). */
  async notices(): Promise<NoticesView> {
    const stored = await this.storedGeneral();
    return {
      notice: stored.notice,
      notice_bn: stored.notice_bn,
      system_notice: sanitizeNoticeHtml(stored.system_notice),
      system_notice_bn: sanitizeNoticeHtml(stored.system_notice_bn),
      maintenance_text: stored.maintenance_text,
      maintenance_text_bn: stored.maintenance_text_bn,
    };
  }

  private async storedGeneral(): Promise<StoredGeneral> {
    return { ...defaultGeneral, ...defaultGeneralBangla, ...(await this.settings.get<Partial<StoredGeneral>>(SettingKeys.general)) };
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
