import { ledgerEventTypes, type LedgerEventPayloads } from '@khela/contracts';

/**
 * The payload of every platform event, by name `<module>.<event>` (kebab case, past tense:
 * `payments.deposit-approved`). Empty here on purpose: each module adds its own events, in its
 * `events/<module>-events.ts`, by augmenting this interface (the types) and calling `declareEvents`
 * (the names at run time), and exports that file from its `index.ts`:
 *
 *   declare module '../../../platform/events/event-catalog.js' {
 *     interface EventPayloads {
 *       'payments.deposit-approved': { depositId: string; playerId: string; amount: string };
 *     }
 *   }
 *   export const paymentsEvents = declareEvents('payments', ['payments.deposit-approved']);
 *
 * Payloads are JSON (jsonb): money as decimal strings of minor units, never numbers or bigints.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface EventPayloads {}

/** A declared outbox event type. */
export type EventType = keyof EventPayloads & string;

/** A ledger event as reactors name it: `ledger.<type>` (`ledger.StakeDebited`). */
export type LedgerEventName = `ledger.${keyof LedgerEventPayloads & string}`;

/** Everything `@OnEvent` accepts: declared outbox events and the ledger's events. */
export type ReactableEventType = EventType | LedgerEventName;

/** The payload a reactor receives for an event type. */
export type PayloadOf<T extends ReactableEventType> = T extends EventType
  ? EventPayloads[T]
  : T extends `ledger.${infer L extends keyof LedgerEventPayloads & string}`
    ? LedgerEventPayloads[L]
    : never;

/** A declaration that would make the catalogue ambiguous; thrown at import, so the app never boots. */
export class EventCatalogError extends Error {}

const eventName = /^[a-z][a-z0-9-]*\.[a-z][a-z0-9-]*$/;
const declared = new Map<string, string>();

/**
 * Declares a module's outbox events at run time (the types come from augmenting `EventPayloads`).
 * Called at import, from the module's events file: by the time Nest boots, every module's index has
 * been imported and the catalogue is complete. A name must start with its owner's prefix, and two
 * owners may not declare one name.
 */
export function declareEvents<const T extends EventType>(owner: string, types: readonly T[]): readonly T[] {
  if (owner === 'ledger')
    throw new EventCatalogError('"ledger." names the ledger\'s own events (ledger_events); declare outbox events under another name.');
  for (const type of types as readonly string[]) {
    if (!eventName.test(type))
      throw new EventCatalogError(`Event type "${type}" must look like "<module>.<event-name>" (lower case, kebab).`);
    if (!type.startsWith(`${owner}.`)) throw new EventCatalogError(`Event type "${type}" must start with its owner's name "${owner}.".`);
    const existing = declared.get(type);
    if (existing && existing !== owner) throw new EventCatalogError(`Event type "${type}" is declared by both ${existing} and ${owner}.`);
    declared.set(type, owner);
  }
  return types;
}

/** Where an event comes from: the platform outbox or the money ledger's `ledger_events`. */
export type EventSourceName = 'outbox' | 'ledger';

const ledgerTypes = new Set<string>(ledgerEventTypes);

/** The source an event type is read from, or undefined when no one declared it. */
export function sourceOf(type: string): EventSourceName | undefined {
  if (type.startsWith('ledger.')) return ledgerTypes.has(type.slice('ledger.'.length)) ? 'ledger' : undefined;
  return declared.has(type) ? 'outbox' : undefined;
}

/** Whether the outbox accepts this type (declared by a module). */
export function isDeclaredEvent(type: string): type is EventType {
  return declared.has(type);
}

/** Every declared outbox event and every ledger event name, sorted (for error messages and the back-office). */
export function knownEventTypes(): string[] {
  return [...declared.keys(), ...ledgerEventTypes.map((t) => `ledger.${t}`)].sort();
}

/** The type a source stores for an event name: the ledger keeps its bare type (`StakeDebited`). */
export function storedType(type: string): string {
  return type.startsWith('ledger.') ? type.slice('ledger.'.length) : type;
}
