import { Inject, Injectable } from '@nestjs/common';
import { StaffWrite, type AuditContext } from '../../../backoffice/index.js';
import { SocialLinksRepository, type SocialLink, type SocialLinkInput } from '../../persistence/social-links.repository.js';

/** Staff edits of social links, each recorded with the link before and after in the audit log, in the write's transaction. */
@Injectable()
export class EditSocialLinks {
  constructor(
    @Inject(SocialLinksRepository) private readonly links: SocialLinksRepository,
    @Inject(StaffWrite) private readonly write: StaffWrite,
  ) {}

  create(input: Omit<SocialLinkInput, 'sortOrder'> & { sortOrder?: number }, audit: AuditContext): Promise<SocialLink> {
    return this.write.run(audit, async (db) => {
      const sortOrder = input.sortOrder ?? (await this.links.list(false, db)).length;
      const link = (await this.links.create({ ...input, sortOrder }, undefined, db))!;
      return {
        result: link,
        entry: { action: 'content.social_link.create', targetKind: 'social_link', targetId: String(link.id), before: null, after: link },
      };
    });
  }

  update(id: number, patch: Partial<SocialLinkInput>, audit: AuditContext): Promise<SocialLink | undefined> {
    return this.write.run<SocialLink | undefined>(audit, async (db) => {
      const current = await this.links.byIdForUpdate(db, id);
      if (!current) return { result: undefined };
      const { id: _id, ...fields } = current;
      const updated = await this.links.update(id, { ...fields, ...patch }, db);
      if (!updated) return { result: undefined };
      return {
        result: updated,
        entry: { action: 'content.social_link.update', targetKind: 'social_link', targetId: String(id), before: current, after: updated },
      };
    });
  }

  delete(id: number, audit: AuditContext): Promise<boolean> {
    return this.write.run(audit, async (db) => {
      const current = await this.links.byIdForUpdate(db, id);
      if (!current || !(await this.links.delete(id, db))) return { result: false };
      return {
        result: true,
        entry: { action: 'content.social_link.delete', targetKind: 'social_link', targetId: String(id), before: current, after: null },
      };
    });
  }
}
