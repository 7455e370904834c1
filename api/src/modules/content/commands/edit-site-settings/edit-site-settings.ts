import { Inject, Injectable } from '@nestjs/common';
import type { GeneralSettings, LogoItem, MarketBlock, NoticesView } from '@khela/contracts';
import { StaffWrite, type AuditContext } from '../../../backoffice/index.js';
import { sanitizeNoticeHtml } from '../../domain/notice-html.js';
import { GetSiteContent } from '../../queries/get-site-content/get-site-content.js';
import { SiteSettingsRepository } from '../../persistence/site-settings.repository.js';
import { defaultLogo, defaultMarketBlock, SettingKeys, type StoredGeneral } from '../../settings.js';

/** General settings staff may change here (notices have their own editor). */
export type GeneralSettingsPatch = Partial<Omit<GeneralSettings, 'notice' | 'system_notice' | 'maintenance_text'>>;

/** What the notices editor sends: any of the marquee, system notice and maintenance text, in either language. */
export type NoticesPatch = Partial<NoticesView>;

type SettingKey = (typeof SettingKeys)[keyof typeof SettingKeys];

/**
 * Staff edits of the key/value settings: logo, general settings, notices, market block. Each save
 * merges into the stored value, records the stored value before and after in the audit log, and
 * answers what players now get.
 */
@Injectable()
export class EditSiteSettings {
  constructor(
    @Inject(SiteSettingsRepository) private readonly settings: SiteSettingsRepository,
    @Inject(GetSiteContent) private readonly read: GetSiteContent,
    @Inject(StaffWrite) private readonly write: StaffWrite,
  ) {}

  async saveLogo(patch: Partial<LogoItem>, audit: AuditContext): Promise<LogoItem> {
    await this.merge<LogoItem>(audit, 'content.logo.update', SettingKeys.logo, (stored) => ({ ...defaultLogo, ...stored, ...patch }));
    return this.read.logo();
  }

  async saveGeneral(patch: GeneralSettingsPatch, audit: AuditContext): Promise<GeneralSettings> {
    await this.merge<GeneralSettings>(audit, 'content.general.update', SettingKeys.general, (stored) => ({ ...stored, ...patch }));
    return this.read.general();
  }

  /** The system notice is sanitised before it is stored; the answer is the preview players will see. */
  async saveNotices(input: NoticesPatch, audit: AuditContext): Promise<NoticesView> {
    const list = (items: string[]) => items.map((n) => n.trim()).filter(Boolean);
    const patch: Partial<StoredGeneral> = {
      ...(input.notice ? { notice: list(input.notice) } : {}),
      ...(input.notice_bn ? { notice_bn: list(input.notice_bn) } : {}),
      ...(input.system_notice !== undefined ? { system_notice: sanitizeNoticeHtml(input.system_notice) } : {}),
      ...(input.system_notice_bn !== undefined ? { system_notice_bn: sanitizeNoticeHtml(input.system_notice_bn) } : {}),
      ...(input.maintenance_text !== undefined ? { maintenance_text: input.maintenance_text.trim() } : {}),
      ...(input.maintenance_text_bn !== undefined ? { maintenance_text_bn: input.maintenance_text_bn.trim() } : {}),
    };
    await this.merge<StoredGeneral>(audit, 'content.notices.update', SettingKeys.general, (stored) => ({ ...stored, ...patch }));
    return this.read.notices();
  }

  async saveMarketBlock(patch: Partial<MarketBlock>, audit: AuditContext): Promise<MarketBlock> {
    await this.merge<MarketBlock>(audit, 'content.market_block.update', SettingKeys.marketBlock, (stored) => ({
      ...defaultMarketBlock,
      ...stored,
      ...patch,
    }));
    return this.read.marketBlock();
  }

  /** Reads the stored value, writes `next(stored)` and records both, in one transaction. */
  private merge<T>(audit: AuditContext, action: string, key: SettingKey, next: (stored: Partial<T>) => Partial<T>): Promise<void> {
    return this.write.run(audit, async (db) => {
      const stored = await this.settings.getForUpdate<Partial<T>>(db, key);
      const value = next(stored ?? {});
      await this.settings.set(key, value, db);
      return { result: undefined, entry: { action, targetKind: 'setting', targetId: key, before: stored ?? null, after: value } };
    });
  }
}
