import { Inject, Injectable } from '@nestjs/common';
import type { AuditContext } from '../../../backoffice/index.js';
import { SocialLinksRepository, type SocialLink, type SocialLinkInput } from '../../persistence/social-links.repository.js';
import { changed, refused, StaffEdit } from '../staff-edit.js';

/** Staff edits of social links, each recorded with the link before and after in the audit log. */
@Injectable()
export class EditSocialLinks {
  constructor(
    @Inject(SocialLinksRepository) private readonly links: SocialLinksRepository,
    @Inject(StaffEdit) private readonly edit: StaffEdit,
  ) {}

  create(input: Omit<SocialLinkInput, 'sortOrder'> & { sortOrder?: number }, audit: AuditContext): Promise<SocialLink> {
    return this.edit.apply<SocialLink, SocialLink>(
      audit,
      { action: 'content.social_link.create', targetKind: 'social_link' },
      {
        write: async (db) => {
          const sortOrder = input.sortOrder ?? (await this.links.list(false, db)).length;
          const link = (await this.links.create({ ...input, sortOrder }, undefined, db))!;
          return changed(link, link, String(link.id));
        },
      },
    );
  }

  update(id: number, patch: Partial<SocialLinkInput>, audit: AuditContext): Promise<SocialLink | undefined> {
    return this.edit.apply<SocialLink, SocialLink | undefined>(
      audit,
      { action: 'content.social_link.update', targetKind: 'social_link', targetId: String(id) },
      {
        load: (db) => this.links.byIdForUpdate(db, id),
        write: async (db, current) => {
          if (!current) return refused(undefined);
          const { id: _id, ...fields } = current;
          const updated = await this.links.update(id, { ...fields, ...patch }, db);
          return updated ? changed(updated, updated) : refused(undefined);
        },
      },
    );
  }

  delete(id: number, audit: AuditContext): Promise<boolean> {
    return this.edit.apply<SocialLink, boolean>(
      audit,
      { action: 'content.social_link.delete', targetKind: 'social_link', targetId: String(id) },
      {
        load: (db) => this.links.byIdForUpdate(db, id),
        write: async (db, current) => (current && (await this.links.delete(id, db)) ? changed(null, true) : refused(false)),
      },
    );
  }
}
