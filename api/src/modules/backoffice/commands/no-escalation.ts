import type { StaffPermission } from '@khela/contracts';
import type { PoolClient } from 'pg';
import { permissionsBeyondActor } from '../domain/role-rules.js';
import type { StaffError } from '../domain/staff-errors.js';
import type { StaffUsersRepository } from '../persistence/staff-users.repository.js';

/**
 * The no-escalation rule (domain/role-rules.ts) against the actor as the database has them now, inside the
 * change's transaction: the refusal, or undefined when the actor holds every permission of `roles`.
 */
export async function refuseBeyondActor(
  staff: StaffUsersRepository,
  db: PoolClient,
  actorId: string | null,
  ...roles: (readonly StaffPermission[])[]
): Promise<StaffError | undefined> {
  const actor = actorId ? await staff.byId(actorId, db) : undefined;
  const beyond = permissionsBeyondActor(actor?.status === 'active' ? actor.permissions : [], ...roles);
  return beyond.length ? { code: 'beyond_actor', permissions: beyond } : undefined;
}
