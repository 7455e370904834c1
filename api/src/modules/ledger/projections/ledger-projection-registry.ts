import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import type { Projection } from './projection.js';
import { rebuildProjections, type RebuildReport } from './rebuild-projections.js';

/** A registration that would break the projection set; thrown at boot so a bad deploy never starts. */
export class LedgerProjectionRegistryError extends Error {}

/**
 * Every read model fed from the ledger, whichever module owns it. A module registers its projection in
 * its `onModuleInit` (Nest runs every onModuleInit before any onApplicationBootstrap); the
 * ProjectionRunner seals the registry and starts one loop per projection in onApplicationBootstrap, and
 * `npm run projections:rebuild` and `ledger:verify` boot the application to read the same list. The
 * ledger's own projections are registered the same way (LedgerModule.onModuleInit).
 *
 * A projection's name keys its checkpoint row and advisory lock, so two projections with one name
 * would share (and corrupt) a checkpoint: refused, as is registering one instance twice.
 */
@Injectable()
export class LedgerProjectionRegistry {
  private readonly projections = new Map<string, Projection>();
  private sealed = false;

  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  register(projection: Projection): void {
    const name = projection.name;
    if (typeof name !== 'string' || !/^[a-z][a-z0-9_]*$/.test(name)) {
      throw new LedgerProjectionRegistryError(
        `Ledger projection ${classOf(projection)} has an invalid name ${JSON.stringify(name)} (lower-case letters, digits and _).`,
      );
    }
    if (this.sealed) {
      throw new LedgerProjectionRegistryError(
        `Ledger projection "${name}" was registered after the projection runner started: register it in its module's onModuleInit.`,
      );
    }
    const existing = this.projections.get(name);
    if (existing === projection) {
      throw new LedgerProjectionRegistryError(
        `Ledger projection "${name}" (${classOf(projection)}) is registered twice: register it once.`,
      );
    }
    if (existing) {
      throw new LedgerProjectionRegistryError(
        `Two ledger projections are named "${name}" (${classOf(existing)} and ${classOf(projection)}): ` +
          'the name keys the checkpoint, so each projection needs a name of its own.',
      );
    }
    this.projections.set(name, projection);
  }

  /** Called by the runner when it starts: from then on a registration is a programming error. */
  seal(): void {
    this.sealed = true;
  }

  /** Every registered projection, in registration order. */
  list(): readonly Projection[] {
    return [...this.projections.values()];
  }

  /** `npm run projections:rebuild [name...]`: every registered projection, or those named. */
  rebuild(names?: readonly string[]): Promise<RebuildReport[]> {
    return rebuildProjections(this.pool, names, this.list());
  }
}

const classOf = (projection: Projection): string => projection.constructor?.name ?? 'anonymous';
