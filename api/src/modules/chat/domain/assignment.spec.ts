import { describe, expect, it } from '@jest/globals';
import { expectedReplyMinutes, isOnline, leastBusyAgent, presenceWindowMs, type AgentLoad } from './assignment.js';

const agent = (staffId: string, openConversations: number, online = true, lastAssignedAt: Date | null = null): AgentLoad => ({
  staffId,
  online,
  openConversations,
  lastAssignedAt,
});

describe('assignment to the least busy online agent', () => {
  it('picks the online agent with the fewest open conversations', () => {
    expect(leastBusyAgent([agent('a', 3), agent('b', 1), agent('c', 2)])).toBe('b');
  });

  it('never picks an agent who is away or not seen lately, even with nothing open', () => {
    expect(leastBusyAgent([agent('a', 4), agent('b', 0, false)])).toBe('a');
    expect(leastBusyAgent([agent('a', 0, false)])).toBeNull();
    expect(leastBusyAgent([])).toBeNull();
  });

  it('on a tie picks the one given a conversation longest ago (never first), then by id', () => {
    const earlier = new Date('2026-11-26T10:00:00Z');
    const later = new Date('2026-11-26T10:05:00Z');
    expect(leastBusyAgent([agent('a', 1, true, later), agent('b', 1, true, earlier)])).toBe('b');
    expect(leastBusyAgent([agent('a', 1, true, earlier), agent('b', 1, true, null)])).toBe('b');
    expect(leastBusyAgent([agent('b', 1), agent('a', 1)])).toBe('a');
  });

  it('counts an agent online only while they said so and were seen within the window', () => {
    const now = new Date('2026-11-26T10:00:00Z');
    expect(isOnline('online', new Date(now.getTime() - presenceWindowMs), now)).toBe(true);
    expect(isOnline('online', new Date(now.getTime() - presenceWindowMs - 1), now)).toBe(false);
    expect(isOnline('away', now, now)).toBe(false);
  });

  it('tells the player a longer reply time when no agent is online', () => {
    expect(expectedReplyMinutes(0)).toBeGreaterThan(expectedReplyMinutes(1));
  });
});
