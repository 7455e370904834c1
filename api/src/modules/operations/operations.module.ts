import { Inject, Module } from '@nestjs/common';
import { MessageCatalog } from '../../platform/i18n/message-catalog.js';
import { EventsStaffController } from './http/events.staff.controller.js';
import { operationsBangla } from './operations-messages.bn.js';

/**
 * Staff tools over the platform's own machinery (the platform cannot hold staff routes: those need
 * backoffice's permissions and audit). Today: event reactors and dead letters under /api/admin/events.
 */
@Module({ controllers: [EventsStaffController] })
export class OperationsModule {
  constructor(@Inject(MessageCatalog) catalog: MessageCatalog) {
    catalog.register(operationsBangla);
  }
}
