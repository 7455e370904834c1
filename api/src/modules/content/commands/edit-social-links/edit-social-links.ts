import { Inject, Injectable } from '@nestjs/common';
import { SocialLinksRepository, type SocialLink, type SocialLinkInput } from '../../persistence/social-links.repository.js';

/** Staff edits of social links. */
@Injectable()
export class EditSocialLinks {
  constructor(@Inject(SocialLinksRepository) private readonly links: SocialLinksRepository) {}

  async create(input: Omit<SocialLinkInput, 'sortOrder'> & { sortOrder?: number }): Promise<SocialLink> {
    const sortOrder = input.sortOrder ?? (await this.links.list(false)).length;
    return (await this.links.create({ ...input, sortOrder }))!;
  }

  async update(id: number, patch: Partial<SocialLinkInput>): Promise<SocialLink | undefined> {
    const current = (await this.links.list(false)).find((l) => l.id === id);
    if (!current) return undefined;
    const { id: _id, ...fields } = current;
    return this.links.update(id, { ...fields, ...patch });
  }

  delete(id: number): Promise<boolean> {
    return this.links.delete(id);
  }
}
