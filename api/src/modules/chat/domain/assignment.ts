/** An agent as assignment sees them. */
export interface AgentLoad {
  staffId: string;
  online: boolean;
  openConversations: number;
  /** When they were last given a conversation (null: never). */
  lastAssignedAt: Date | null;
}

/**
 * Who gets a new conversation: the online agent with the fewest open conversations; on a tie the one
 * given a conversation longest ago (never counts as longest), then by id so the choice is stable. No
 * online agent: nobody (it waits in the queue, and the player is told when to expect a reply).
 */
export function leastBusyAgent(agents: readonly AgentLoad[]): string | null {
  const online = agents.filter((a) => a.online);
  if (online.length === 0) return null;
  const sorted = [...online].sort(
    (a, b) =>
      a.openConversations - b.openConversations ||
      (a.lastAssignedAt?.getTime() ?? -Infinity) - (b.lastAssignedAt?.getTime() ?? -Infinity) ||
      a.staffId.localeCompare(b.staffId),
  );
  return sorted[0]!.staffId;
}

/** An agent counts as online while they said so and the console was seen within this window (it beats every 30 s). */
export const presenceWindowMs = 90_000;

export const isOnline = (status: 'online' | 'away', seenAt: Date, now: Date) =>
  status === 'online' && now.getTime() - seenAt.getTime() <= presenceWindowMs;

/** What the player is told to expect: a few minutes while an agent is online, else the offline reply time. */
export const expectedReplyMinutes = (agentsOnline: number) => (agentsOnline > 0 ? 2 : 120);
