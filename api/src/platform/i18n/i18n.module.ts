import { Global, Inject, Module } from '@nestjs/common';
import { MessageCatalog } from './message-catalog.js';
import { platformBangla } from './platform-messages.bn.js';

/** The catalogue of Bangla API messages; the platform's own are registered here, each module's by the module. */
@Global()
@Module({ providers: [MessageCatalog], exports: [MessageCatalog] })
export class I18nModule {
  constructor(@Inject(MessageCatalog) catalog: MessageCatalog) {
    catalog.register(platformBangla);
  }
}
