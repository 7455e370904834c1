import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal';
import { POPUP_CLOSED, readStored, StorageKeys, writeStored } from '@/lib/session';
import './system-notice-popup.css';

/**
 * The system-notice pop-up on home (spec sections 2.3 and 4): staff HTML, shown until closed, then
 * remembered as closed (`popup` = 0) until the next login sets it to show again.
 */
export function SystemNoticePopup({ html }: { html: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(() => readStored(StorageKeys.noticePopup) !== POPUP_CLOSED);
  if (!open || html.trim() === '') return null;

  const close = () => {
    writeStored(StorageKeys.noticePopup, POPUP_CLOSED);
    setOpen(false);
  };

  return (
    <Modal title={t('systemNotice.title')} onClose={close}>
      {/* Sanitised by the api on save and again on every answer (no script, handlers or javascript: links). */}
      <div className="system-notice" dangerouslySetInnerHTML={{ __html: html }} />
    </Modal>
  );
}
