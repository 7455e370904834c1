import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal';
import { promptInstall } from '@/lib/install-prompt';
import { useGeneral } from '../api/get-general';

/**
 * The App button: the browser's install prompt when it offers one, else the configured .apk
 * (general settings app_download_url), else how to add the site to the home screen by hand.
 */
export function useInstallApp(): { install: () => void; dialog: ReactNode } {
  const { t } = useTranslation();
  const general = useGeneral();
  const [showHowTo, setShowHowTo] = useState(false);

  const install = () => {
    void promptInstall().then((prompted) => {
      if (prompted) return;
      const apk = general.data?.app_download_url;
      if (apk) {
        const link = document.createElement('a');
        link.href = apk;
        link.download = '';
        link.rel = 'noopener';
        document.body.append(link);
        link.click();
        link.remove();
      } else {
        setShowHowTo(true);
      }
    });
  };

  const dialog = showHowTo ? (
    <Modal title={t('app.title')} onClose={() => setShowHowTo(false)}>
      <ol className="install-steps">
        <li>{t('app.stepAndroid')}</li>
        <li>{t('app.stepIos')}</li>
      </ol>
    </Modal>
  ) : null;

  return { install, dialog };
}
