import type { ChatAgent, ChatConversationAnswer, ChatMessage } from '@khela/contracts';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import { ApiError } from '@/lib/api-client';
import { sendAgentMessage, sendAgentTyping, useCannedReplies, useConversationAction } from '../api/chat-api';
import { VipLevelTag } from './vip-level-tag';

const dhakaTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Asia/Dhaka' });
/** At most one typing signal per this many milliseconds while the agent types. */
const TYPING_EVERY_MS = 2500;

const errorText = (error: unknown, fallback: string) => (error instanceof ApiError && error.body.message ? error.body.message : fallback);

/**
 * One conversation in the console: its messages (player's images shown from the staff route, read ticks on
 * the agents' messages), the player's typing, Take / Transfer / Close / Reopen, and the composer with the
 * canned replies (in the language the agent picks).
 */
export function ConversationView({
  data,
  meId,
  mayAnswer,
  agents,
  playerTyping,
  onSent,
}: {
  data: ChatConversationAnswer;
  meId: string;
  mayAnswer: boolean;
  agents: readonly ChatAgent[];
  playerTyping: boolean;
  onSent: (message: ChatMessage) => void;
}) {
  const { t, i18n } = useTranslation();
  const { conversation, messages } = data;
  const action = useConversationAction();
  const canned = useCannedReplies();
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [transferTo, setTransferTo] = useState('');
  const lastTyping = useRef(0);
  const end = useRef<HTMLLIElement>(null);
  const closed = conversation.status === 'closed';

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, playerTyping]);

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    const content = text.trim();
    if (!content) {
      setFailure(t('chat.empty'));
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      const answer = await sendAgentMessage(conversation.id, content, crypto.randomUUID());
      onSent(answer.data);
      setText('');
      lastTyping.current = 0; // the next message's first key says "typing" again at once
    } catch (error) {
      setFailure(errorText(error, t('chat.sendFailed')));
    } finally {
      setSending(false);
    }
  };

  const typed = (value: string) => {
    setText(value);
    const now = Date.now();
    if (value.trim() && now - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = now;
      void sendAgentTyping(conversation.id).catch(() => undefined);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void send();
    }
  };

  const act = (kind: 'take' | 'close' | 'reopen' | 'transfer') =>
    action.mutate(
      { id: conversation.id, action: kind, ...(kind === 'transfer' ? { agentId: transferTo } : {}) },
      { onError: (error) => setFailure(errorText(error, t('chat.actionFailed'))), onSuccess: () => setFailure(null) },
    );

  const others = agents.filter((a) => a.staff_id !== conversation.agent_id);

  return (
    <section className="chat-conversation" aria-label={t('chat.conversationWith', { name: conversation.player_username })}>
      <header className="chat-conversation__head">
        <div>
          <h3>
            {conversation.player_username} <VipLevelTag level={conversation.vip_level} />
          </h3>
          <p className="muted">
            {conversation.agent_name ? t('chat.assignedTo', { name: conversation.agent_name }) : t('chat.unassigned')} ·{' '}
            {closed ? t('chat.statusClosed') : t('chat.statusOpen')}
          </p>
        </div>
        {mayAnswer ? (
          <div className="chat-conversation__actions">
            {!closed && conversation.agent_id !== meId && !conversation.agent_id ? (
              <button type="button" className="button" onClick={() => act('take')} disabled={action.isPending}>
                {t('chat.take')}
              </button>
            ) : null}
            {!closed ? (
              <span className="chat-transfer">
                <select aria-label={t('chat.transferTo')} value={transferTo} onChange={(e) => setTransferTo(e.target.value)}>
                  <option value="">{t('chat.transferTo')}</option>
                  {others.map((a) => (
                    <option key={a.staff_id} value={a.staff_id}>
                      {`${a.display_name} (${a.online ? t('chat.online') : t('chat.away')}, ${a.open_conversations})`}
                    </option>
                  ))}
                </select>
                <button type="button" className="button" disabled={!transferTo || action.isPending} onClick={() => act('transfer')}>
                  {t('chat.transfer')}
                </button>
              </span>
            ) : null}
            {closed ? (
              <button type="button" className="button" onClick={() => act('reopen')} disabled={action.isPending}>
                {t('chat.reopen')}
              </button>
            ) : (
              <button type="button" className="button button--danger" onClick={() => act('close')} disabled={action.isPending}>
                {t('chat.close')}
              </button>
            )}
          </div>
        ) : null}
      </header>
      <ol className="chat-messages" aria-label={t('chat.messages')} aria-live="polite">
        {messages.map((m) => (
          <li key={m.id} className={`chat-message chat-message--${m.sender}`} data-message-id={m.id}>
            <span className="chat-message__who">{m.sender_name}</span>
            {m.has_image ? (
              <a
                href={`${env.API_URL}/api/admin/chat/conversations/${conversation.id}/messages/${m.id}/image`}
                target="_blank"
                rel="noreferrer"
              >
                <img
                  className="chat-message__image"
                  src={`${env.API_URL}/api/admin/chat/conversations/${conversation.id}/messages/${m.id}/image`}
                  alt={t('chat.image')}
                  // an image grows the list after it was scrolled to the end: scroll again
                  onLoad={() => end.current?.scrollIntoView?.({ block: 'end' })}
                />
              </a>
            ) : null}
            {m.content ? <span className="chat-message__text">{m.content}</span> : null}
            <span className="chat-message__meta">
              {dhakaTime.format(new Date(m.created_at))}
              {m.sender !== 'player' ? (
                <span
                  className={m.read_at ? 'chat-ticks chat-ticks--read' : 'chat-ticks'}
                  title={m.read_at ? t('chat.readByPlayer') : t('chat.delivered')}
                >
                  {m.read_at ? '✓✓' : '✓'}
                </span>
              ) : null}
            </span>
          </li>
        ))}
        {playerTyping ? (
          <li className="chat-typing" role="status">
            {t('chat.playerTyping', { name: conversation.player_username })}
          </li>
        ) : null}
        <li ref={end} aria-hidden="true" className="chat-messages__end" />
      </ol>
      {failure ? (
        <p className="form-alert form-alert--error" role="alert">
          {failure}
        </p>
      ) : null}
      {mayAnswer && !closed ? (
        <form className="chat-composer" onSubmit={(e) => void send(e)}>
          <select
            aria-label={t('chat.cannedReplies')}
            value=""
            onChange={(e) => {
              const reply = canned.data?.replies.find((r) => String(r.id) === e.target.value);
              if (reply) setText(i18n.language === 'bn' ? reply.body_bn : reply.body_en);
            }}
          >
            <option value="">{t('chat.insertCanned')}</option>
            {canned.data?.replies.map((r) => (
              <option key={r.id} value={r.id}>
                {r.title}
              </option>
            ))}
          </select>
          <textarea
            aria-label={t('chat.reply')}
            placeholder={t('chat.reply')}
            value={text}
            rows={3}
            maxLength={2000}
            onChange={(e) => typed(e.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="submit" className="button button--primary" disabled={sending}>
            {t('chat.send')}
          </button>
        </form>
      ) : null}
    </section>
  );
}
