import 'reflect-metadata';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { isDependencyUnavailable } from '../redis/dependency-unavailable.js';

/**
 * Money moves another module may forbid, with what a veto is told about each. The module that
 * performs the move calls `VetoPoint.check` before its ledger append; a module that may refuse (player
 * protection: limits, exclusion) registers a `@Veto`. A module adding an action augments this
 * interface and calls `declareVetoActions` at import, like events (see event-catalog.ts).
 * Amounts are decimal strings of minor units.
 */
export interface VetoContexts {
  /** A stake on a game round, before the wallet debits it. */
  'wallet.stake': { playerId: string; amount: string; provider: string; roundId?: string };
  /** A player asks to deposit (before the request is recorded). */
  'payments.deposit-request': { playerId: string; amount: string; currency: string; method: string };
  /** An exchange bet is placed (before its exposure is held). */
  'exchange.order': { playerId: string; stake: string; liability: string; currency: string; marketId: string };
}

export type VetoAction = keyof VetoContexts & string;

const declaredActions = new Set<string>(['wallet.stake', 'payments.deposit-request', 'exchange.order']);

/** Declares further veto actions at run time (their context types come from augmenting VetoContexts). */
export function declareVetoActions<const A extends VetoAction>(actions: readonly A[]): readonly A[] {
  for (const action of actions) declaredActions.add(action);
  return actions;
}

/**
 * A veto's answer: allow, or a refusal with a code and the message the player is shown (English; Bangla
 * registered by its module). `holdKey`: allowed only if no other move under the same key runs between this
 * check and this move's commit (a limit that counts the moves themselves: see `VetoGuard`).
 */
export type VetoDecision = { ok: true; holdKey?: string } | { ok: false; code: string; message: string };

/** What the caller gets: allowed (with the hold keys vetoes asked for, if any), or the first refusal and which veto made it. */
export type VetoVerdict = { ok: true; holdKeys?: string[] } | { ok: false; code: string; message: string; vetoedBy: string };

export const allow: VetoDecision = Object.freeze({ ok: true });
export const refuse = (code: string, message: string): VetoDecision => ({ ok: false, code, message });
/** Allows, provided the move and its check are not interleaved with another move under `key` (VetoGuard holds it). */
export const allowHeld = (key: string): VetoDecision => ({ ok: true, holdKey: key });

/**
 * When a veto itself fails, the move is refused (fail closed): money must not move unchecked. A veto that
 * could not reach Postgres or Redis is not a refusal but an outage: `check` rethrows it, so the caller
 * answers 503 with Retry-After and the client retries, instead of a final 403 it would give up on.
 */
export const vetoUnavailable = {
  code: 'veto_unavailable',
  message: 'This cannot be done right now. Please try again in a moment.',
} as const;

export const VETO = 'khela:veto';

interface VetoDeclaration {
  action: string;
  name?: string;
}

/** Marks a provider method as a veto on a money move; it answers `allow` or `refuse(code, message)`. */
export function Veto<A extends VetoAction>(action: A, options: { name?: string } = {}) {
  return <H extends (context: VetoContexts[A]) => Promise<VetoDecision> | VetoDecision>(
    _target: object,
    _key: string | symbol,
    descriptor: TypedPropertyDescriptor<H>,
  ): void => {
    Reflect.defineMetadata(VETO, { action, ...options } satisfies VetoDeclaration, descriptor.value as object);
  };
}

/** A veto on an action nobody declared, or two vetoes with one name; thrown at boot. */
export class VetoRegistryError extends Error {}

interface RegisteredVeto {
  name: string;
  decide(context: unknown): Promise<VetoDecision> | VetoDecision;
}

/**
 * The veto point: callers `await vetoes.check('wallet.stake', context)` before a money move and get
 * the first refusal as a value (never an exception). Vetoes are found at boot on any provider and run
 * in name order; with none registered for an action, `check` answers at once.
 */
@Injectable()
export class VetoPoint implements OnModuleInit {
  private readonly logger = new Logger(VetoPoint.name);
  private readonly vetoes = new Map<string, RegisteredVeto[]>();

  constructor(
    @Inject(DiscoveryService) private readonly discovery: DiscoveryService,
    @Inject(MetadataScanner) private readonly scanner: MetadataScanner,
  ) {}

  onModuleInit(): void {
    const found: (VetoDeclaration & { where: string; decide: RegisteredVeto['decide'] })[] = [];
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object') continue;
      for (const method of this.scanner.getAllMethodNames(Object.getPrototypeOf(instance) as object)) {
        const fn = instance[method];
        if (typeof fn !== 'function') continue;
        const declaration = Reflect.getMetadata(VETO, fn) as VetoDeclaration | undefined;
        if (declaration)
          found.push({
            ...declaration,
            where: `${String(wrapper.name)}.${method}`,
            decide: (fn as RegisteredVeto['decide']).bind(instance),
          });
      }
    }
    this.register(found);
  }

  /** Exposed for tests: checks and installs discovered vetoes. */
  register(found: readonly (VetoDeclaration & { where: string; decide: RegisteredVeto['decide'] })[]): void {
    const problems: string[] = [];
    const names = new Set<string>();
    for (const veto of found) {
      const name = veto.name ?? veto.where;
      if (!declaredActions.has(veto.action)) problems.push(`veto ${name} is for "${veto.action}", which no module declares`);
      if (names.has(name)) problems.push(`two vetoes are named "${name}"`);
      names.add(name);
    }
    if (problems.length > 0) {
      throw new VetoRegistryError(
        `Vetoes are invalid:\n  - ${problems.join('\n  - ')}\n  Known actions: ${[...declaredActions].sort().join(', ')}`,
      );
    }
    this.vetoes.clear();
    for (const veto of [...found].sort((a, b) => (a.name ?? a.where).localeCompare(b.name ?? b.where))) {
      this.vetoes.set(veto.action, [...(this.vetoes.get(veto.action) ?? []), { name: veto.name ?? veto.where, decide: veto.decide }]);
    }
  }

  async check<A extends VetoAction>(action: A, context: VetoContexts[A]): Promise<VetoVerdict> {
    const vetoes = this.vetoes.get(action);
    if (!vetoes) {
      if (!declaredActions.has(action)) throw new VetoRegistryError(`check of undeclared veto action "${action}"`);
      return allow as VetoVerdict;
    }
    let holdKeys: string[] | undefined;
    for (const veto of vetoes) {
      let decision: VetoDecision;
      try {
        decision = await veto.decide(context);
      } catch (error) {
        if (isDependencyUnavailable(error)) throw error;
        this.logger.error(`veto ${veto.name} on ${action} failed: ${(error as Error).message}`);
        return { ok: false, ...vetoUnavailable, vetoedBy: veto.name };
      }
      if (!decision.ok) return { ok: false, code: decision.code, message: decision.message, vetoedBy: veto.name };
      if (decision.holdKey !== undefined && !holdKeys?.includes(decision.holdKey)) holdKeys = [...(holdKeys ?? []), decision.holdKey];
    }
    return holdKeys ? { ok: true, holdKeys } : (allow as VetoVerdict);
  }

  /** The vetoes registered for an action, in the order they run (for the back-office and tests). */
  namesFor(action: VetoAction): string[] {
    return (this.vetoes.get(action) ?? []).map((v) => v.name);
  }
}
