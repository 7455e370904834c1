import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal';

/** Spec section 6: the section is blocked by the upline; the player should contact support. */
export function MarketBlockPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('marketBlock.title')} onClose={onClose}>
      <p>{t('marketBlock.text')}</p>
    </Modal>
  );
}
