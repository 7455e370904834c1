import type { ChatConversationAnswer } from '@khela/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import '@/components/data-table.css';
import '@/components/form.css';
import { can, useMe } from '@/features/auth/api/get-me';
import {
  chatKeys,
  getConversation,
  markConversationRead,
  useAgents,
  useChatQueue,
  useChatSearch,
  useConversation,
  useSetPresence,
} from '../api/chat-api';
import { useChatLive } from '../api/chat-live';
import { readByPlayer, withMessages } from '../lib/merge';
import { CannedRepliesEditor } from './canned-replies-editor';
import { ConversationView } from './conversation-view';
import { PlayerPanel } from './player-panel';
import { QueueList } from './queue-list';
import './chat-console.css';

/** How long "typing…" shows after the player's last typing push. */
const TYPING_SHOWN_MS = 4000;

/**
 * The agent console (issue 20): presence, the queue (open, waiting longest first, or closed) with transcript
 * search, the chosen conversation live over /staff (catching up after the last message id whenever the
 * socket reconnects), and the player's recent money and bets beside it.
 */
export function ChatConsolePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { chatId } = useParams();
  const selected = chatId && /^\d{1,15}$/.test(chatId) ? Number(chatId) : null;
  const me = useMe();
  const mayAnswer = can(me.data, 'chat.answer');
  const [status, setStatus] = useState<'open' | 'closed'>('open');
  const queue = useChatQueue(status);
  const agents = useAgents();
  const presence = useSetPresence();
  const conversation = useConversation(selected);
  const [search, setSearch] = useState('');
  const hits = useChatSearch(search);
  const [typingIn, setTypingIn] = useState<number | null>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);

  // the player's messages on screen are read
  const unread = conversation.data?.messages.some((m) => m.sender === 'player' && !m.read_at);
  useEffect(() => {
    if (selected !== null && unread && mayAnswer) void markConversationRead(selected).catch(() => undefined);
  }, [selected, unread, mayAnswer]);

  const update = (id: number, change: (answer: ChatConversationAnswer) => ChatConversationAnswer) =>
    queryClient.setQueryData<ChatConversationAnswer>(chatKeys.conversation(id), (answer) => (answer ? change(answer) : answer));

  const live = useChatLive((push) => {
    if (push === null) {
      // (re)connected: the queue may have changed, and the open conversation asks for what it missed
      void queryClient.invalidateQueries({ queryKey: ['chat', 'queue'] });
      if (selected !== null) {
        const have = queryClient.getQueryData<ChatConversationAnswer>(chatKeys.conversation(selected));
        const last = have?.messages.at(-1)?.id;
        void getConversation(selected, last).then((answer) =>
          update(selected, (current) => ({ ...withMessages(current, answer.messages), conversation: answer.conversation })),
        );
      }
      return;
    }
    if (push.kind === 'conversation') {
      void queryClient.invalidateQueries({ queryKey: ['chat', 'queue'] });
      update(push.chat_id, (answer) => ({ ...answer, conversation: push.conversation }));
      return;
    }
    if (push.chat_id !== selected) return;
    if (push.kind === 'message') {
      update(push.chat_id, (answer) => withMessages(answer, [push.message]));
      if (push.message.sender === 'player') setTypingIn(null);
    } else if (push.kind === 'typing' && push.by === 'player') {
      setTypingIn(push.chat_id);
      clearTimeout(typingTimer.current);
      typingTimer.current = setTimeout(() => setTypingIn(null), TYPING_SHOWN_MS);
    } else if (push.kind === 'read' && push.by === 'player') {
      update(push.chat_id, (answer) => readByPlayer(answer, push.up_to, push.read_at));
    }
  });

  const myPresence = agents.data?.me ?? 'away';

  return (
    <section className="chat-console">
      <header className="chat-console__bar">
        <h2>{t('chat.title')}</h2>
        <span className={live ? 'chat-live chat-live--on' : 'chat-live'}>{live ? t('chat.live') : t('chat.offline')}</span>
        {mayAnswer ? (
          <span className="chat-presence" role="group" aria-label={t('chat.presence')}>
            {(['online', 'away'] as const).map((value) => (
              <button
                key={value}
                type="button"
                className={`button${myPresence === value ? ' button--primary' : ''}`}
                aria-pressed={myPresence === value}
                onClick={() => presence.mutate(value)}
              >
                {t(value === 'online' ? 'chat.online' : 'chat.away')}
              </button>
            ))}
          </span>
        ) : null}
        <span className="muted">{t('chat.agentsOnline', { count: agents.data?.agents.filter((a) => a.online).length ?? 0 })}</span>
      </header>
      <div className="chat-console__grid">
        <aside className="chat-console__queue">
          <div className="chat-console__tabs" role="tablist">
            {(['open', 'closed'] as const).map((value) => (
              <button
                key={value}
                type="button"
                role="tab"
                aria-selected={status === value}
                className={`button${status === value ? ' button--primary' : ''}`}
                onClick={() => setStatus(value)}
              >
                {t(value === 'open' ? 'chat.queueOpen' : 'chat.queueClosed')}
              </button>
            ))}
          </div>
          <input
            type="search"
            className="chat-search"
            placeholder={t('chat.search')}
            aria-label={t('chat.search')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          {search.trim().length >= 2 ? (
            <ul className="chat-hits" aria-label={t('chat.searchResults')}>
              {hits.data?.hits.length === 0 ? <li className="muted">{t('chat.noHits')}</li> : null}
              {hits.data?.hits.map((h) => (
                <li key={h.message_id}>
                  <button type="button" className="chat-queue__item" onClick={() => navigate(`/chat/${h.conversation_id}`)}>
                    <strong>{h.player_username}</strong>
                    <span className="chat-queue__last">{h.content}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <QueueList
              conversations={queue.data?.conversations ?? []}
              selected={selected}
              onSelect={(id) => navigate(`/chat/${id}`)}
              now={now}
            />
          )}
        </aside>
        <div className="chat-console__main">
          {selected === null ? (
            <p className="muted chat-console__empty">{t('chat.pick')}</p>
          ) : conversation.data ? (
            <ConversationView
              data={conversation.data}
              meId={me.data?.id ?? ''}
              mayAnswer={mayAnswer}
              agents={agents.data?.agents ?? []}
              playerTyping={typingIn === selected}
              onSent={(m) => update(selected, (answer) => withMessages(answer, [m]))}
            />
          ) : conversation.isError ? (
            <p className="form-alert form-alert--error">{t('chat.loadFailed')}</p>
          ) : (
            <p className="muted">{t('common.loading')}</p>
          )}
          {mayAnswer ? <CannedRepliesEditor /> : null}
        </div>
        <aside className="chat-console__player">{selected !== null ? <PlayerPanel conversationId={selected} /> : null}</aside>
      </div>
    </section>
  );
}
