import { Global, Inject, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { MessageCatalog } from '../i18n/message-catalog.js';
import { EventDeliveries } from './event-deliveries.js';
import { EventOutbox } from './event-outbox.js';
import { OutboxSignal } from './outbox-signal.js';
import { EventRelay } from './event-relay.js';
import { EventRetention } from './event-retention.js';
import { eventsBangla } from './events-messages.bn.js';
import { ReactorRegistry } from './reactor-registry.js';
import { VetoGuard } from './veto-guard.js';
import { VetoPoint } from './veto-point.js';

/**
 * Platform events: the outbox modules append to in their transactions, the relay delivering to
 * `@OnEvent` reactors (worker role), the staff view of deliveries, the retention of the relay's tables
 * (its nightly job is EventRetentionModule's), and the veto point for money moves.
 * See the README, "Events, reactors and vetoes".
 */
@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [EventOutbox, OutboxSignal, ReactorRegistry, EventRelay, EventDeliveries, EventRetention, VetoPoint, VetoGuard],
  exports: [EventOutbox, OutboxSignal, EventDeliveries, EventRelay, EventRetention, VetoPoint, VetoGuard, ReactorRegistry],
})
export class EventsModule {
  constructor(@Inject(MessageCatalog) catalog: MessageCatalog) {
    catalog.register(eventsBangla);
  }
}
