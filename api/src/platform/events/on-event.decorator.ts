import 'reflect-metadata';
import type { PoolClient } from 'pg';
import type { EventSourceName, LedgerEventName, PayloadOf, ReactableEventType } from './event-catalog.js';
import type { EventMeta } from './event-outbox.js';

export const EVENT_REACTOR = 'khela:event-reactor';

/** An event as a reactor receives it. */
export interface DeliveredEvent<T extends ReactableEventType = ReactableEventType> {
  /** The outbox event's uuid, or `ledger-<position>` for a ledger event: the key of idempotency. */
  id: string;
  type: T;
  source: EventSourceName;
  streamId: string;
  data: PayloadOf<T>;
  meta: EventMeta;
  occurredAt: Date;
  position: bigint;
  /**
   * A ledger event's player: the owner of the wallet whose money moved (every ledger stream is one
   * player's wallet). Follow `ledger.StakeDebited` and use this, never the stream id's format.
   * Undefined for outbox events (their payloads name whom they concern).
   */
  playerId?: string;
}

/** A ledger event as a reactor receives it: always with its player. */
export type DeliveredLedgerEvent<T extends LedgerEventName> = DeliveredEvent<T> & { playerId: string };

export interface ReactorContext {
  /** The reactor's stable name (checkpoint, handled rows and dead letters are keyed on it). */
  reactor: string;
  /** 1 on first delivery; more on retries. */
  attempt: number;
  /**
   * The relay's transaction: rows written through it commit together with "handled", so they happen
   * exactly once. Do not touch the same rows through another connection (it would wait on this one).
   */
  db: PoolClient;
  /**
   * A key unique to this reactor and event (and purpose, when one reactor does several things):
   * give it to wallet commands as their business id, or to JobQueue.enqueue as the job key, so a
   * redelivery repeats nothing. Letters, digits, `.`, `-` and `_` only (no `:`, which BullMQ refuses).
   */
  idempotencyKey(purpose?: string): string;
  /** Meta for events this reaction appends: same correlation, caused by this event, the system acting. */
  causedBy(): EventMeta;
}

export type ReactorHandler<T extends ReactableEventType> = (event: DeliveredEvent<T>, context: ReactorContext) => Promise<unknown>;

export interface ReactorOptions {
  /** Stable name; defaults to `<Class>.<method>`. Renaming a reactor starts it afresh (new checkpoint). */
  name?: string;
  /**
   * Where a reactor that has never run starts: 'beginning' (default) replays every event of its types
   * already recorded; 'now' only those committed from its first start on.
   */
  startAt?: 'beginning' | 'now';
}

export interface ReactorDeclaration {
  types: string[];
  options: ReactorOptions;
}

/**
 * Marks a provider method as a reactor to platform events (`payments.deposit-approved`) or ledger
 * events (`ledger.StakeDebited`), delivered after commit, in order per stream, at least once, and
 * skipped when already handled. Runs in the worker role. Boot fails on a type nobody declared.
 * One method may react to several types: pass an array, or stack the decorator with the same options.
 */
export function OnEvent<T extends ReactableEventType>(type: T | readonly T[], options: ReactorOptions = {}) {
  return <H extends ReactorHandler<T>>(_target: object, _key: string | symbol, descriptor: TypedPropertyDescriptor<H>): void => {
    const method = descriptor.value as object;
    const existing = Reflect.getMetadata(EVENT_REACTOR, method) as ReactorDeclaration | undefined;
    const types = [...(existing?.types ?? []), ...(Array.isArray(type) ? type : [type as T])];
    Reflect.defineMetadata(EVENT_REACTOR, { types, options: { ...existing?.options, ...options } } satisfies ReactorDeclaration, method);
  };
}
