import { Inject, Module } from '@nestjs/common';
import { MessageCatalog } from '../../platform/i18n/message-catalog.js';
import { AnonymisePlayer } from './commands/anonymise-player/anonymise-player.js';
import { PersonalDataStaffController } from './http/personal-data.staff.controller.js';
import { personalDataBangla } from './personal-data-messages.bn.js';

/**
 * Personal data (issue 23): the inventory of what is held about a player (catalogue/, docs/personal-data.md),
 * the staff export of one player's data, and the anonymisation of a closed account after the retention period.
 */
@Module({
  controllers: [PersonalDataStaffController],
  providers: [AnonymisePlayer],
})
export class PersonalDataModule {
  constructor(@Inject(MessageCatalog) catalog: MessageCatalog) {
    catalog.register(personalDataBangla);
  }
}
