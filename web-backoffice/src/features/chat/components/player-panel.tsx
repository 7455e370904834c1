import { useTranslation } from 'react-i18next';
import { usePlayerActivity } from '../api/chat-api';

const dhakaTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dhaka' });

/** Beside the conversation: the player's main balance and their newest deposits, withdrawals and bets. */
export function PlayerPanel({ conversationId }: { conversationId: number }) {
  const { t } = useTranslation();
  const activity = usePlayerActivity(conversationId);
  if (activity.isPending) return <p className="muted">{t('common.loading')}</p>;
  if (activity.isError) return <p className="form-alert form-alert--error">{t('chat.activityFailed')}</p>;
  const { player, activity: items } = activity.data;
  return (
    <section className="chat-player" aria-label={t('chat.playerPanel')}>
      <h3>{player.username}</h3>
      <p>
        {t('chat.balance')}: <strong>{`${player.balance} ${player.currency}`}</strong>
      </p>
      <h4>{t('chat.recent')}</h4>
      {items.length === 0 ? (
        <p className="muted">{t('chat.noActivity')}</p>
      ) : (
        <table className="data-table chat-player__table">
          <tbody>
            {items.map((item, i) => (
              <tr key={`${item.occurred_at}-${i}`}>
                <td>{t(`chat.kind.${item.kind}`)}</td>
                <td className={item.amount.startsWith('-') ? 'chat-amount--out' : 'chat-amount--in'}>{item.amount}</td>
                <td className="muted">{dhakaTime.format(new Date(item.occurred_at))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
