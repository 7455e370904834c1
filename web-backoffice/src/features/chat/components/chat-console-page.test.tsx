import type { ChatConversationSummary, ChatPush, StaffMe } from '@khela/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { ChatConsolePage } from './chat-console-page';

// the console's socket is replaced by a hand the test pushes with
const live = vi.hoisted(() => ({ push: (_: ChatPush | null) => {} }));
vi.mock('../api/chat-live', () => ({
  useChatLive: (handler: (push: ChatPush | null) => void) => {
    live.push = handler;
    return true;
  },
}));

const support: StaffMe = {
  id: 's1',
  username: 'support1',
  display_name: 'Sabbir Support',
  roles: ['support'],
  permissions: ['session', 'chat.view', 'chat.answer'],
};
const waitingSince = new Date(Date.now() - 7 * 60_000).toISOString();
const conversation: ChatConversationSummary = {
  id: 5,
  player_id: '9',
  player_username: 'demoplayer1',
  status: 'open',
  agent_id: null,
  agent_name: null,
  waiting_since: waitingSince,
  last_message: 'Where is my deposit?',
  last_message_at: waitingSince,
  unread: 1,
  created_at: waitingSince,
  closed_at: null,
  vip_level: { code: 'master-2', name_en: 'Master II', name_bn: 'মাস্টার II' },
};
const message = (id: number, sender: 'player' | 'agent', content: string) => ({
  id,
  chat_id: 5,
  sender_id: sender === 'player' ? '9' : 's1',
  sender,
  sender_name: sender === 'player' ? 'demoplayer1' : 'Sabbir Support',
  content,
  has_image: false,
  created_at: waitingSince,
  read_at: null,
});

function serve() {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const path = url.pathname;
      if (path === '/api/admin/me') return jsonResponse(support);
      if (path === '/api/admin/chat/conversations') return jsonResponse({ conversations: [conversation] });
      if (path === '/api/admin/chat/conversations/5')
        return jsonResponse({ conversation, messages: [message(1, 'player', 'Where is my deposit?')] });
      if (path === '/api/admin/chat/conversations/5/player-activity')
        return jsonResponse({
          player: { id: '9', username: 'demoplayer1', balance: '1500.00', currency: 'BDT' },
          activity: [{ kind: 'deposit', type: 'DepositCredited', amount: '500.00', occurred_at: waitingSince }],
        });
      if (path === '/api/admin/chat/agents') return jsonResponse({ me: 'online', agents: [] });
      if (path === '/api/admin/chat/canned-replies')
        return jsonResponse({ replies: [{ id: 1, title: 'Greeting', body_en: 'Hello! How can I help?', body_bn: 'হ্যালো!' }] });
      if (path === '/api/admin/chat/conversations/5/messages')
        return jsonResponse({ success: true, data: message(2, 'agent', 'Hello! How can I help?') });
      return jsonResponse({ success: true });
    }),
  );
  return calls;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const renderConsole = () =>
  renderWithProviders(
    <Routes>
      <Route path="/chat/:chatId" element={<ChatConsolePage />} />
    </Routes>,
    { route: '/chat/5' },
  );

describe('support chat console', () => {
  it('shows the queue with the waiting time, the conversation, the player’s money, and marks the player’s message read', async () => {
    const calls = serve();
    renderConsole();
    const queue = await screen.findByRole('list', { name: 'Conversations' });
    expect(within(queue).getByText('Waiting 7 min')).toBeTruthy();
    const view = await screen.findByRole('region', { name: 'Conversation with demoplayer1' });
    expect(within(view).getByText('Where is my deposit?')).toBeTruthy();
    const player = await screen.findByRole('region', { name: 'The player' });
    expect(await within(player).findByText('1500.00 BDT')).toBeTruthy();
    expect(within(player).getByText('Deposit')).toBeTruthy();
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/admin/chat/conversations/5/read')).toBe(true));
  });

  it('shows the player’s VIP level in the queue and the conversation’s header, in the console’s language', async () => {
    serve();
    renderConsole();
    const queue = await screen.findByRole('list', { name: 'Conversations' });
    expect(within(queue).getByText('VIP Master II')).toBeTruthy();
    const view = await screen.findByRole('region', { name: 'Conversation with demoplayer1' });
    expect(within(view).getByRole('heading', { name: 'demoplayer1 VIP Master II' })).toBeTruthy();
    await act(() => i18n.changeLanguage('bn'));
    expect(within(queue).getByText('ভিআইপি মাস্টার II')).toBeTruthy();
    // a level pushed with the conversation (the player went up meanwhile) replaces the old one in the header (the queue refetches)
    act(() =>
      live.push({
        kind: 'conversation',
        chat_id: 5,
        conversation: { ...conversation, vip_level: { code: 'master-3', name_en: 'Master III', name_bn: 'মাস্টার III' } },
      }),
    );
    expect(await within(view).findByRole('heading', { name: 'demoplayer1 ভিআইপি মাস্টার III' })).toBeTruthy();
  });

  it('does not send an empty reply, sends a canned one, and shows the player typing and new messages pushed live', async () => {
    const calls = serve();
    renderConsole();
    const view = await screen.findByRole('region', { name: 'Conversation with demoplayer1' });
    fireEvent.click(within(view).getByRole('button', { name: 'Send' }));
    expect(await within(view).findByRole('alert')).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith('/messages') && c.method === 'POST')).toBe(false);

    const canned = within(view).getByRole('combobox', { name: 'Canned replies' });
    await within(canned).findByRole('option', { name: 'Greeting' });
    fireEvent.change(canned, { target: { value: '1' } });
    expect((within(view).getByRole('textbox', { name: 'Write a reply' }) as HTMLTextAreaElement).value).toBe('Hello! How can I help?');
    fireEvent.click(within(view).getByRole('button', { name: 'Send' }));
    await within(view).findByText('Hello! How can I help?', { selector: '.chat-message__text' });
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/admin/chat/conversations/5/messages')?.body).toMatchObject({
      content: 'Hello! How can I help?',
    });

    act(() => live.push({ kind: 'typing', chat_id: 5, by: 'player', name: 'demoplayer1' }));
    expect(await within(view).findByText('demoplayer1 is typing…')).toBeTruthy();
    act(() => live.push({ kind: 'message', chat_id: 5, message: message(3, 'player', 'Thank you') }));
    expect(await within(view).findByText('Thank you')).toBeTruthy();
  });
});
