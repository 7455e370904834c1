import { Inject, Injectable } from '@nestjs/common';
import type { GeneralSettings, LogoItem, MarketBlock, NoticesView } from '@khela/contracts';
import { sanitizeNoticeHtml } from '../../domain/notice-html.js';
import { GetSiteContent } from '../../queries/get-site-content/get-site-content.js';
import { SiteSettingsRepository } from '../../persistence/site-settings.repository.js';
import { SettingKeys } from '../../settings.js';

/** General settings staff may change here (notices have their own editor). */
export type GeneralSettingsPatch = Partial<Omit<GeneralSettings, 'notice' | 'system_notice'>>;

/**
 * Staff edits of the key/value settings: logo, general settings, notices, market block. Each save
 * merges into the stored value and answers what players now get.
 */
@Injectable()
export class EditSiteSettings {
  constructor(
    @Inject(SiteSettingsRepository) private readonly settings: SiteSettingsRepository,
    @Inject(GetSiteContent) private readonly read: GetSiteContent,
  ) {}

  async saveLogo(patch: Partial<LogoItem>): Promise<LogoItem> {
    await this.settings.set(SettingKeys.logo, { ...(await this.read.logo()), ...patch });
    return this.read.logo();
  }

  async saveGeneral(patch: GeneralSettingsPatch): Promise<GeneralSettings> {
    await this.mergeGeneral(patch);
    return this.read.general();
  }

  /** The system notice is sanitised before it is stored; the answer is the preview players will see. */
  async saveNotices(input: { notice?: string[]; system_notice?: string }): Promise<NoticesView> {
    await this.mergeGeneral({
      ...(input.notice ? { notice: input.notice.map((n) => n.trim()).filter(Boolean) } : {}),
      ...(input.system_notice !== undefined ? { system_notice: sanitizeNoticeHtml(input.system_notice) } : {}),
    });
    const { notice, system_notice } = await this.read.general();
    return { notice, system_notice };
  }

  async saveMarketBlock(patch: Partial<MarketBlock>): Promise<MarketBlock> {
    await this.settings.set(SettingKeys.marketBlock, { ...(await this.read.marketBlock()), ...patch });
    return this.read.marketBlock();
  }

  private async mergeGeneral(patch: Partial<GeneralSettings>): Promise<void> {
    const stored = (await this.settings.get<Partial<GeneralSettings>>(SettingKeys.general)) ?? {};
    await this.settings.set(SettingKeys.general, { ...stored, ...patch });
  }
}
