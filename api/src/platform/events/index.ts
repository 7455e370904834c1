// What modules use from platform events: declare events, append them, react to them, veto money moves.
export {
  declareEvents,
  EventCatalogError,
  type EventPayloads,
  type EventType,
  type ReactableEventType,
  type PayloadOf,
} from './event-catalog.js';
export { EventOutbox, EventOutboxError, type NewEvent, type EventMeta, type AppendedEvent, type TransactionDb } from './event-outbox.js';
export { OnEvent, type DeliveredEvent, type DeliveredLedgerEvent, type ReactorContext, type ReactorOptions } from './on-event.decorator.js';
export { ReactorRegistryError } from './reactor-registry.js';
export { EventDeliveries, type DeadLetterChange, type DeadLetterRefusal } from './event-deliveries.js';
export { EventRelay } from './event-relay.js';
export { OutboxSignal } from './outbox-signal.js';
export { EventsModule } from './events.module.js';
export {
  Veto,
  VetoPoint,
  VetoRegistryError,
  allow,
  allowHeld,
  refuse,
  declareVetoActions,
  vetoUnavailable,
  type VetoAction,
  type VetoContexts,
  type VetoDecision,
  type VetoVerdict,
} from './veto-point.js';
export { VetoGuard, type GuardedOutcome } from './veto-guard.js';
export { withVetoFacts, takeVetoFacts } from './veto-facts.js';
