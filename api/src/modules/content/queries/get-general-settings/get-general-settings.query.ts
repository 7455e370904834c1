import { Query } from '@nestjs/cqrs';
import type { GeneralSettings } from '@khela/contracts';

/** The general settings as players see them, for other modules (payments reads `withdrawal_status`). */
export class GetGeneralSettingsQuery extends Query<GeneralSettings> {}
