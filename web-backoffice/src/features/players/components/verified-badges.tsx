import { useTranslation } from 'react-i18next';

/** Phone and e-mail verification as two small tags. */
export function VerifiedBadges({ phone, email }: { phone: boolean; email: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="verified-badges">
      <span
        className={phone ? 'tag tag--ok' : 'tag'}
        title={phone ? t('players.badges.phoneVerified') : t('players.badges.phoneNotVerified')}
      >
        {phone ? t('players.badges.phoneYes') : t('players.badges.phoneNo')}
      </span>
      <span
        className={email ? 'tag tag--ok' : 'tag'}
        title={email ? t('players.badges.emailVerified') : t('players.badges.emailNotVerified')}
      >
        {email ? t('players.badges.emailYes') : t('players.badges.emailNo')}
      </span>
    </span>
  );
}
