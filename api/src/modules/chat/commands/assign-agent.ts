import { Inject, Injectable } from '@nestjs/common';
import type { Db } from '../../../platform/database/transaction.js';
import { leastBusyAgent } from '../domain/assignment.js';
import { AgentsRepository } from '../persistence/agents.repository.js';

/** Picks the least busy online agent for a conversation (domain/assignment.ts) inside the caller's transaction. */
@Injectable()
export class AssignAgent {
  constructor(@Inject(AgentsRepository) private readonly agents: AgentsRepository) {}

  async pick(db: Db): Promise<{ id: string; name: string } | null> {
    const loads = await this.agents.loads(db);
    const chosen = leastBusyAgent(loads);
    if (!chosen) return null;
    await this.agents.assigned(db, chosen);
    return { id: chosen, name: loads.find((a) => a.staffId === chosen)!.displayName };
  }
}
