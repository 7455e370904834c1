import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Modal } from '@/components/modal';
import { POPUP_CLOSED, POPUP_SHOW, readStored, StorageKeys, writeStored } from '@/lib/session';

/** The welcome pop-up after registration (spec sections 2.3 and 4); closing remembers it (regPopup 0). */
export function WelcomePopup() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(() => readStored(StorageKeys.welcomePopup) === POPUP_SHOW);
  if (!open) return null;

  const close = () => {
    writeStored(StorageKeys.welcomePopup, POPUP_CLOSED);
    setOpen(false);
  };

  return (
    <Modal
      title={t('welcomePopup.title')}
      onClose={close}
      actions={
        <>
          <button type="button" className="button button--outline" onClick={close}>
            {t('welcomePopup.homePage')}
          </button>
          <button
            type="button"
            className="button button--gold"
            onClick={() => {
              close();
              navigate('/deposit');
            }}
          >
            {t('welcomePopup.depositNow')}
          </button>
        </>
      }
    >
      <p>{t('welcomePopup.text')}</p>
    </Modal>
  );
}
