import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetchByPath } from '@/testing/render';
import { ChatHome } from './chat-home';

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i + 1}`).join(' ');

describe('/chat (spec 2.3)', () => {
  it('greets, shows the reply time while no agent is online and promotions cut at 100 words, and Send us a Message opens the chat', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('username', 'demoplayer1');
    const fetchMock = stubFetchByPath({
      '/api/chat/status': { success: true, agents_online: 0, expected_reply_minutes: 120 },
      '/api/promotion': [{ id: 1, name: 'Welcome bonus', desc: words(130), thumbnail: '', start_date: '', end_date: '', status: 1 }],
      '/api/chats': { success: true, chat: { id: 42, status: 'open' } },
    });
    renderWithProviders(
      <Routes>
        <Route path="/chat" element={<ChatHome />} />
        <Route path="/chat-box/:chatId" element={<p>conversation page</p>} />
      </Routes>,
      { route: '/chat' },
    );
    expect(await screen.findByRole('heading', { name: 'Hello demoplayer1! How can we help you today?' })).toBeTruthy();
    expect(await screen.findByText('Our agents are away. Expect a reply within 2 hours.')).toBeTruthy();
    expect(await screen.findByText(`${words(100)}…`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send us a Message' }));
    expect(await screen.findByText('conversation page')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([input]) => String(input instanceof Request ? input.url : input).endsWith('/api/chats'))).toBe(true);
    vi.unstubAllGlobals();
    localStorage.clear();
  });
});
