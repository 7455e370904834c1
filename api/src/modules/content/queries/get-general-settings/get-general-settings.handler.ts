import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { GeneralSettings } from '@khela/contracts';
import { GetSiteContent } from '../get-site-content/get-site-content.js';
import { GetGeneralSettingsQuery } from './get-general-settings.query.js';

@QueryHandler(GetGeneralSettingsQuery)
export class GetGeneralSettingsHandler implements IQueryHandler<GetGeneralSettingsQuery> {
  constructor(@Inject(GetSiteContent) private readonly content: GetSiteContent) {}

  execute(): Promise<GeneralSettings> {
    return this.content.general();
  }
}
