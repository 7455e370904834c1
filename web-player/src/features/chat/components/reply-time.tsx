import { useTranslation } from 'react-i18next';

/** "An agent is online" or, when none is, the reply time to expect (in hours when it is an hour or more). */
export function ReplyTime({ online, minutes }: { online: number; minutes: number }) {
  const { t } = useTranslation();
  if (online > 0) return <p className="chat-presence chat-presence--online">{t('supportChat.agentsOnline')}</p>;
  const text =
    minutes >= 60
      ? t('supportChat.replyWithinHours', { count: Math.round(minutes / 60) })
      : t('supportChat.replyWithinMinutes', { count: minutes });
  return <p className="chat-presence chat-presence--away">{text}</p>;
}
