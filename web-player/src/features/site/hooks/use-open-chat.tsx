import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Modal } from '@/components/modal';
import { useGeneral } from '../api/get-general';

/**
 * The chat button's order (spec section 2.3): a live-chat widget if configured, else the messaging
 * link, else the other widget. No widget script is loaded on this site yet, so a configured widget
 * opens the site's own chat page (/chat); the messaging link opens in a new tab. With nothing
 * configured the player gets the support e-mail.
 */
export function useOpenChat(): { openChat: () => void; dialog: ReactNode } {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const general = useGeneral();
  const [showMail, setShowMail] = useState(false);

  const openChat = () => {
    const settings = general.data;
    const hasLiveChat = Boolean(settings?.livechat_license);
    const hasOtherWidget = Boolean(settings?.tawk_property_id && settings.tawk_widget_id);
    if (!hasLiveChat && settings?.messaging_link) {
      window.open(settings.messaging_link, '_blank', 'noopener,noreferrer');
    } else if (hasLiveChat || hasOtherWidget) {
      navigate('/chat');
    } else {
      setShowMail(true);
    }
  };

  const mail = general.data?.support_mail;
  const dialog = showMail ? (
    <Modal title={t('chat.title')} onClose={() => setShowMail(false)}>
      <p>{mail ? t('chat.mailText') : t('chat.unavailable')}</p>
      {mail ? (
        <p className="chat-mail">
          <a href={`mailto:${mail}`}>{mail}</a>
        </p>
      ) : null}
    </Modal>
  ) : null;

  return { openChat, dialog };
}
