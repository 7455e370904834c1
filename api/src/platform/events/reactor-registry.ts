import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { knownEventTypes, sourceOf, storedType, type EventSourceName } from './event-catalog.js';
import { EVENT_REACTOR, type DeliveredEvent, type ReactorContext, type ReactorDeclaration } from './on-event.decorator.js';

export interface Reactor {
  name: string;
  /** Event names as declared (`payments.deposit-approved`, `ledger.StakeDebited`). */
  types: string[];
  /** Per source, the types as that source stores them (the ledger's bare `StakeDebited`). */
  sources: Map<EventSourceName, string[]>;
  startAt: 'beginning' | 'now';
  handle(event: DeliveredEvent, context: ReactorContext): Promise<unknown>;
}

/** A discovered reactor before checking: where it was found, what it asks for. */
export interface FoundReactor extends ReactorDeclaration {
  where: string;
}

/** Problems that make the reactor set unusable; thrown at boot so a bad deploy never starts. */
export class ReactorRegistryError extends Error {}

const reactorName = /^[A-Za-z][A-Za-z0-9_.-]{0,119}$/;

/**
 * Finds every `@OnEvent` method at boot (any provider of any module) and fails start-up on a reactor
 * for an event type nobody declared, two reactors with one name, or a name unfit for keys.
 */
@Injectable()
export class ReactorRegistry implements OnModuleInit {
  private reactors: Reactor[] = [];

  constructor(
    @Inject(DiscoveryService) private readonly discovery: DiscoveryService,
    @Inject(MetadataScanner) private readonly scanner: MetadataScanner,
  ) {}

  onModuleInit(): void {
    const found: FoundReactor[] = [];
    const handlers = new Map<FoundReactor, Reactor['handle']>();
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object') continue;
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const fn = instance[method];
        if (typeof fn !== 'function') continue;
        const declaration = Reflect.getMetadata(EVENT_REACTOR, fn) as ReactorDeclaration | undefined;
        if (!declaration) continue;
        const reactor = { ...declaration, where: `${String(wrapper.name)}.${method}` };
        found.push(reactor);
        handlers.set(reactor, (fn as Reactor['handle']).bind(instance));
      }
    }
    this.reactors = this.check(found).map((r, i) => ({ ...r, handle: handlers.get(found[i]!)! }));
  }

  /** Exposed for tests: validates discovered reactors against the event catalogue. */
  check(found: readonly FoundReactor[]): Omit<Reactor, 'handle'>[] {
    const problems: string[] = [];
    const names = new Map<string, string>();
    const checked = found.map((reactor) => {
      const name = reactor.options.name ?? reactor.where;
      if (!reactorName.test(name)) problems.push(`reactor ${reactor.where} has an unusable name "${name}" (letters, digits, _ . -)`);
      const other = names.get(name);
      if (other) problems.push(`two reactors are named "${name}" (${other} and ${reactor.where}): give one a name of its own`);
      names.set(name, reactor.where);
      const sources = new Map<EventSourceName, string[]>();
      for (const type of new Set(reactor.types)) {
        const source = sourceOf(type);
        if (!source) {
          problems.push(`reactor ${name} reacts to "${type}", which no module declares`);
          continue;
        }
        sources.set(source, [...(sources.get(source) ?? []), storedType(type)]);
      }
      if (reactor.types.length === 0) problems.push(`reactor ${name} names no event type`);
      return { name, types: [...new Set(reactor.types)], sources, startAt: reactor.options.startAt ?? 'beginning' };
    });
    if (problems.length > 0) {
      throw new ReactorRegistryError(
        `Event reactors are invalid:\n  - ${problems.join('\n  - ')}\n  Known event types: ${knownEventTypes().join(', ') || '(none)'}`,
      );
    }
    return checked;
  }

  list(): readonly Reactor[] {
    return this.reactors;
  }

  byName(name: string): Reactor | undefined {
    return this.reactors.find((r) => r.name === name);
  }
}
