import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState, LoadingState } from '@/components/page-status';
import { currentLanguage } from '@/i18n';
import { formatDhakaDateTime, formatNumber } from '@/lib/format';
import { useChats } from '../api/chat-api';
import './chat.css';

/** /chat-list (spec section 2.3): the player's conversations, newest first, with their last message. */
export function ChatList() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const chats = useChats();
  if (chats.isPending) return <LoadingState />;
  if (chats.isError) return <ErrorState title={t('supportChat.loadFailed')} onRetry={() => void chats.refetch()} />;
  const list = chats.data.chats;
  if (list.length === 0)
    return (
      <div className="chat-empty">
        <p>{t('supportChat.noChats')}</p>
        <Link className="button button--gold" to="/chat">
          {t('supportChat.send')}
        </Link>
      </div>
    );
  return (
    <ul className="chat-list">
      {list.map((chat) => (
        <li key={chat.id}>
          <Link className="chat-list__item" to={`/chat-box/${chat.id}`}>
            <span className="chat-list__top">
              <strong>{chat.other_user.username === 'Khela Support' ? t('supportChat.support') : chat.other_user.username}</strong>
              <span className={`chat-status chat-status--${chat.status}`}>{t(`supportChat.status.${chat.status}`)}</span>
            </span>
            <span className="chat-list__last">{chat.last_message ?? t('supportChat.noMessages')}</span>
            <span className="chat-list__bottom">
              {chat.last_message_at ? (
                <time dateTime={chat.last_message_at}>{formatDhakaDateTime(chat.last_message_at, language)}</time>
              ) : (
                <span />
              )}
              {chat.unread > 0 ? (
                <span className="chat-unread">
                  {t('supportChat.unread', { count: chat.unread, n: formatNumber(chat.unread, language) })}
                </span>
              ) : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
