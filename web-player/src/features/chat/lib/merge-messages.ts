import type { ChatMessage } from '@khela/contracts';

/**
 * Messages from the first load, pushes and catch-up reads joined into one list: each id once (a push and
 * a catch-up may bring the same message; the later copy wins, it may carry read state), ordered by id,
 * which is the order the server stored them in.
 */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Read state pushed by the other side: every message of `reader`'s other party up to `upTo` is read. */
export function markReadUpTo(messages: readonly ChatMessage[], reader: 'player' | 'agent', upTo: number, at: string): ChatMessage[] {
  return messages.map((m) =>
    m.id <= upTo && m.read_at === null && (reader === 'agent' ? m.sender === 'player' : m.sender !== 'player') ? { ...m, read_at: at } : m,
  );
}
