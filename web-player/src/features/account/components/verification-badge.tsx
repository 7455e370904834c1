import { useTranslation } from 'react-i18next';

/** Verified / Not Verified (spec section 4). */
export function VerificationBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`verification-badge verification-badge--${verified ? 'yes' : 'no'}`}>
      {verified ? t('profile.verified') : t('profile.notVerified')}
    </span>
  );
}
