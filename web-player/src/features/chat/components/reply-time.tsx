import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/i18n';
import { formatNumber } from '@/lib/format';

/** "An agent is online" or, when none is, the reply time to expect (in hours when it is an hour or more). */
export function ReplyTime({ online, minutes }: { online: number; minutes: number }) {
  const { t } = useTranslation();
  if (online > 0) return <p className="chat-presence chat-presence--online">{t('supportChat.agentsOnline')}</p>;
  // count picks the plural; n is the number as the language writes it (Bangla digits in Bangla)
  const count = minutes >= 60 ? Math.round(minutes / 60) : minutes;
  const n = formatNumber(count, currentLanguage());
  const text = minutes >= 60 ? t('supportChat.replyWithinHours', { count, n }) : t('supportChat.replyWithinMinutes', { count, n });
  return <p className="chat-presence chat-presence--away">{text}</p>;
}
