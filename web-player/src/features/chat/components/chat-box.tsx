import type { ChatMessage } from '@khela/contracts';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorState, LoadingState } from '@/components/page-status';
import { currentLanguage } from '@/i18n';
import { formatDhakaDateTime } from '@/lib/format';
import { serverMessage } from '@/lib/server-errors';
import { openChat, sendImage, sendMessage, sendTyping, useChatStatus } from '../api/chat-api';
import { useChatConversation } from '../hooks/use-chat-conversation';
import { ChatImage } from './chat-image';
import { ReplyTime } from './reply-time';
import './chat.css';

/** At most one typing signal per this many milliseconds while the player types. */
const TYPING_EVERY_MS = 2500;

const newKey = () => (crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

/**
 * /chat-box/{chatId} (spec section 2.3): the conversation, live (messages, the agent's typing, read ticks
 * on the player's messages), and a composer with an image attachment. An empty or whitespace-only message
 * is not sent (spec section 5); the server refuses one too.
 */
export function ChatBox({ chatId }: { chatId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = currentLanguage();
  const chat = useChatConversation(chatId);
  const status = useChatStatus();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const lastTyping = useRef(0);
  const bottom = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [chat.messages.length, chat.agentTyping]);

  if (chat.loading) return <LoadingState />;
  if (chat.error && chat.messages.length === 0)
    return <ErrorState title={serverMessage(chat.error) ?? t('supportChat.loadFailed')} onRetry={() => navigate(0)} />;

  const closed = chat.status === 'closed';

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending) return;
    const content = text.trim();
    if (!content && !file) {
      setFailure(t('supportChat.empty'));
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      const key = newKey();
      const answer = file ? await sendImage(chatId, file, content, key) : await sendMessage(chatId, content, key);
      chat.add(answer.data);
      setText('');
      lastTyping.current = 0; // the next message's first key says "typing" again at once
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      setFailure(serverMessage(error) ?? t('supportChat.sendFailed'));
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void submit();
    }
  };

  const typed = (value: string) => {
    setText(value);
    const now = Date.now();
    if (value.trim() && now - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = now;
      void sendTyping(chatId).catch(() => undefined);
    }
  };

  const startNew = async () => {
    const answer = await openChat();
    navigate(`/chat-box/${answer.chat.id}`);
  };

  return (
    <div className="chat-box">
      <div className="chat-box__head">
        <strong>{chat.agentName ?? t('supportChat.support')}</strong>
        {!closed && !chat.agentName && status.data ? (
          <ReplyTime online={status.data.agents_online} minutes={status.data.expected_reply_minutes} />
        ) : null}
      </div>
      <ol className="chat-box__messages" aria-live="polite" aria-label={t('supportChat.messages')}>
        {chat.messages.length === 0 ? <li className="chat-box__hint">{t('supportChat.firstHint')}</li> : null}
        {chat.messages.map((m) => (
          <Bubble
            key={m.id}
            message={m}
            chatId={chatId}
            time={formatDhakaDateTime(m.created_at, language)}
            // an image grows the list after it was scrolled to the end: scroll again
            onImage={() => bottom.current?.scrollIntoView?.({ block: 'end' })}
          />
        ))}
        {chat.agentTyping ? (
          <li className="chat-typing" role="status">
            {t('supportChat.typing', { name: chat.agentName ?? chat.agentTyping })}
          </li>
        ) : null}
      </ol>
      <div ref={bottom} />
      {closed ? (
        <div className="chat-box__closed">
          <p>{t('supportChat.closed')}</p>
          <button type="button" className="button button--gold" onClick={() => void startNew()}>
            {t('supportChat.startNew')}
          </button>
        </div>
      ) : (
        <form className="chat-composer" onSubmit={(e) => void submit(e)}>
          {file ? (
            <p className="chat-composer__file">
              {t('supportChat.attached', { name: file.name })}
              <button type="button" className="chat-composer__remove" onClick={() => setFile(null)}>
                {t('supportChat.remove')}
              </button>
            </p>
          ) : null}
          {failure ? (
            <p className="chat-error" role="alert">
              {failure}
            </p>
          ) : null}
          <div className="chat-composer__row">
            <label className="chat-composer__attach" title={t('supportChat.attach')}>
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                width="22"
                height="22"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              >
                <path d="M21 11.5l-8.5 8.5a5 5 0 0 1-7-7L14 4.5a3.5 3.5 0 0 1 5 5L10.5 18a2 2 0 0 1-3-3L15 7.5" />
              </svg>
              <span className="visually-hidden">{t('supportChat.attach')}</span>
              <input
                ref={fileInput}
                type="file"
                accept="image/png,image/jpeg,image/webp,image/gif"
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
            </label>
            <textarea
              value={text}
              rows={1}
              maxLength={2000}
              aria-label={t('supportChat.placeholder')}
              placeholder={t('supportChat.placeholder')}
              onChange={(e) => typed(e.target.value)}
              onKeyDown={onKeyDown}
            />
            <button type="submit" className="button button--gold chat-composer__send" disabled={sending}>
              {t('supportChat.sendButton')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

function Bubble({ message, chatId, time, onImage }: { message: ChatMessage; chatId: number; time: string; onImage: () => void }) {
  const { t } = useTranslation();
  const mine = message.sender === 'player';
  return (
    <li className={`chat-bubble chat-bubble--${message.sender}`} data-message-id={message.id}>
      {!mine ? <span className="chat-bubble__name">{message.sender_name}</span> : null}
      {message.has_image ? <ChatImage chatId={chatId} messageId={message.id} onLoad={onImage} /> : null}
      {message.content ? <span className="chat-bubble__text">{message.content}</span> : null}
      <span className="chat-bubble__meta">
        <time dateTime={message.created_at}>{time}</time>
        {mine ? (
          <span
            className={`chat-ticks${message.read_at ? ' chat-ticks--read' : ''}`}
            aria-label={message.read_at ? t('supportChat.read') : t('supportChat.delivered')}
          >
            {message.read_at ? '✓✓' : '✓'}
          </span>
        ) : null}
      </span>
    </li>
  );
}
