import type { ChatConversationSummary } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { waitingMinutes } from '../lib/waiting';
import { VipLevelTag } from './vip-level-tag';

/** The queue: who waits and how long, their VIP level, who has the conversation, its last message and unread count. */
export function QueueList({
  conversations,
  selected,
  onSelect,
  now,
}: {
  conversations: readonly ChatConversationSummary[];
  selected: number | null;
  onSelect: (id: number) => void;
  now: number;
}) {
  const { t } = useTranslation();
  if (conversations.length === 0) return <p className="muted chat-console__empty">{t('chat.queueEmpty')}</p>;
  return (
    <ul className="chat-queue" aria-label={t('chat.queue')}>
      {conversations.map((c) => (
        <li key={c.id}>
          <button
            type="button"
            className={`chat-queue__item${selected === c.id ? ' chat-queue__item--selected' : ''}`}
            aria-current={selected === c.id ? 'true' : undefined}
            onClick={() => onSelect(c.id)}
          >
            <span className="chat-queue__top">
              <span className="chat-queue__who">
                <strong>{c.player_username}</strong>
                <VipLevelTag level={c.vip_level} />
              </span>
              {c.unread > 0 ? <span className="chat-badge">{c.unread}</span> : null}
            </span>
            <span className="chat-queue__last">{c.last_message ?? t('chat.noMessages')}</span>
            <span className="chat-queue__meta">
              {c.waiting_since ? (
                <span className="chat-waiting">{t('chat.waiting', { count: waitingMinutes(c.waiting_since, now) })}</span>
              ) : (
                <span>{c.status === 'closed' ? t('chat.statusClosed') : t('chat.answered')}</span>
              )}
              <span>{c.agent_name ?? t('chat.unassigned')}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
