import type { ChatMessage } from '@khela/contracts';
import { describe, expect, it } from 'vitest';
import { markReadUpTo, mergeMessages } from './merge-messages';

const message = (id: number, sender: ChatMessage['sender'] = 'player', read_at: string | null = null): ChatMessage => ({
  id,
  chat_id: 1,
  sender_id: sender === 'player' ? '5' : 'agent',
  sender,
  sender_name: sender,
  content: `m${id}`,
  has_image: false,
  created_at: '2026-11-26T10:00:00Z',
  read_at,
});

describe('chat message list', () => {
  it('keeps each message once, in id order, whatever order pushes and catch-up bring them in', () => {
    const merged = mergeMessages([message(1), message(3)], [message(4), message(2), message(3, 'player', 'x')]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3, 4]);
    expect(merged[2]!.read_at).toBe('x');
  });

  it('marks the player’s messages read up to the id the agent read', () => {
    const marked = markReadUpTo([message(1), message(2, 'agent'), message(3)], 'agent', 2, 'now');
    expect(marked.map((m) => m.read_at)).toEqual(['now', null, null]);
  });
});
