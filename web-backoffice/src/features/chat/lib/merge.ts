import type { ChatConversationAnswer, ChatMessage } from '@khela/contracts';

/** Messages joined by id (a push and a catch-up may bring the same one; the later copy wins), in id order. */
export function withMessages(answer: ChatConversationAnswer, incoming: readonly ChatMessage[]): ChatConversationAnswer {
  const byId = new Map(answer.messages.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return { ...answer, messages: [...byId.values()].sort((a, b) => a.id - b.id) };
}

/** The player read the agents' messages up to `upTo`. */
export function readByPlayer(answer: ChatConversationAnswer, upTo: number, at: string): ChatConversationAnswer {
  return {
    ...answer,
    messages: answer.messages.map((m) => (m.sender !== 'player' && m.id <= upTo && !m.read_at ? { ...m, read_at: at } : m)),
  };
}
