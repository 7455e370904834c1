import type { InboxMessage } from '@khela/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal';
import { currentLanguage } from '@/i18n';
import { formatDhakaDateTime } from '@/lib/format';
import { useChangeMessages } from '../api/change-messages';
import { useMessage } from '../api/get-message';

/** The full message (GET /api/inbox/{id}); opening it marks it read (spec section 4). */
export function MessagePopup({ message, onClose }: { message: InboxMessage; onClose: () => void }) {
  const { t } = useTranslation();
  const full = useMessage(message.id);
  const markRead = useChangeMessages('read');
  const { mutate } = markRead;
  useEffect(() => {
    if (!message.is_read) mutate([message.id]);
  }, [message.id, message.is_read, mutate]);
  const shown = full.data ?? message;
  return (
    <Modal title={shown.title} onClose={onClose}>
      <time className="inbox-popup__time" dateTime={shown.created_at}>
        {formatDhakaDateTime(shown.created_at, currentLanguage())}
      </time>
      <p className="inbox-popup__message">{shown.message}</p>
      {full.isError ? <p className="inbox__error">{t('inbox.loadFailed')}</p> : null}
    </Modal>
  );
}
