import type { ChatMessage } from '@khela/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetchByPath } from '@/testing/render';
import { ChatBox } from './chat-box';

const message = (id: number, sender: ChatMessage['sender'], content: string, read_at: string | null = null): ChatMessage => ({
  id,
  chat_id: 7,
  sender_id: sender === 'player' ? '5' : 'staff-1',
  sender,
  sender_name: sender === 'player' ? 'demoplayer1' : 'Sabbir Support',
  content,
  has_image: false,
  created_at: '2026-11-26T10:00:00Z',
  read_at,
});

describe('chat box (/chat-box/{chatId})', () => {
  it('shows the conversation with read ticks, does not send an empty message, and sends a typed one', async () => {
    const sent: unknown[] = [];
    const fetchMock = stubFetchByPath({
      '/api/chats/7/messages': {
        success: true,
        chat: { id: 7, status: 'open', agent_name: 'Sabbir Support' },
        messages: [message(1, 'player', 'Where is my deposit?', '2026-11-26T10:01:00Z'), message(2, 'agent', 'Checking now')],
      },
      '/api/chat/status': { success: true, agents_online: 1, expected_reply_minutes: 2 },
      '/api/chats/7/read': { success: true },
      '/api/messages': () => ({ success: true, data: message(3, 'player', 'Thanks') }),
    });
    renderWithProviders(<ChatBox chatId={7} />);
    expect(await screen.findByText('Where is my deposit?')).toBeTruthy();
    expect(screen.getByText('Checking now')).toBeTruthy();
    expect(screen.getByLabelText('Read').textContent).toBe('✓✓');

    const box = screen.getByRole('textbox', { name: 'Type a message' });
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([input]) => String(input instanceof Request ? input.url : input).endsWith('/api/messages'))).toBe(
      false,
    );

    fireEvent.change(box, { target: { value: 'Thanks' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thanks')).toBeTruthy();
    await vi.waitFor(() => {
      const call = fetchMock.mock.calls.find(([input]) => String(input instanceof Request ? input.url : input).endsWith('/api/messages'));
      expect(call).toBeTruthy();
      sent.push(call);
    });
    expect(sent.length).toBe(1);
  });
});
