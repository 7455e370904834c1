import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePromotions } from '@/features/promotions/api/get-promotions';
import { readStored, StorageKeys } from '@/lib/session';
import { serverMessage } from '@/lib/server-errors';
import { openChat, useChatStatus } from '../api/chat-api';
import { cutWords } from '../lib/cut-words';
import { ReplyTime } from './reply-time';
import './chat.css';

/**
 * /chat (spec section 2.3): a greeting, whether an agent is online (else the reply time to expect), the
 * current promotions with descriptions cut at 100 words, and "Send us a Message", which opens the
 * player's conversation (started when there is none).
 */
export function ChatHome() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const promotions = usePromotions();
  const status = useChatStatus();
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const username = readStored(StorageKeys.username);

  const start = async () => {
    setStarting(true);
    setFailure(null);
    try {
      const answer = await openChat();
      navigate(`/chat-box/${answer.chat.id}`);
    } catch (error) {
      setFailure(serverMessage(error) ?? t('supportChat.startFailed'));
      setStarting(false);
    }
  };

  return (
    <div className="chat-home">
      <section className="chat-home__greeting">
        <h3>{username ? t('supportChat.greetingNamed', { name: username }) : t('supportChat.greeting')}</h3>
        <p>{t('supportChat.intro')}</p>
        {status.data ? <ReplyTime online={status.data.agents_online} minutes={status.data.expected_reply_minutes} /> : null}
        <div className="chat-home__actions">
          <button type="button" className="button button--gold" onClick={() => void start()} disabled={starting}>
            {t('supportChat.send')}
          </button>
          <Link className="button button--outline" to="/chat-list">
            {t('supportChat.myChats')}
          </Link>
        </div>
        {failure ? (
          <p className="chat-error" role="alert">
            {failure}
          </p>
        ) : null}
      </section>
      {promotions.data && promotions.data.length > 0 ? (
        <section className="chat-home__promotions" aria-labelledby="chat-promotions-title">
          <h3 id="chat-promotions-title">{t('supportChat.promotions')}</h3>
          <ul>
            {promotions.data.map((promo) => (
              <li key={promo.id} className="chat-promo">
                <h4>{promo.name}</h4>
                <p>{cutWords(promo.desc)}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
