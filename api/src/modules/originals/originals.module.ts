import { Inject, Module } from '@nestjs/common';
import { MessageCatalog } from '../../platform/i18n/message-catalog.js';
import { FairVerifyController } from './http/fair-verify.controller.js';
import { originalsBangla } from './originals-messages.bn.js';

/**
 * Khela Originals (issue 19), part 1: the provably fair core (domain/fairness) and the public check
 * GET /api/fair/verify. The games, seed storage and screens come in later parts.
 */
@Module({ controllers: [FairVerifyController] })
export class OriginalsModule {
  constructor(@Inject(MessageCatalog) messages: MessageCatalog) {
    messages.register(originalsBangla);
  }
}
