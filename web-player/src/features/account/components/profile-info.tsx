import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/components/page-status';
import { currentLanguage } from '@/i18n';
import { formatDhakaDateTime } from '@/lib/format';
import { readStored, StorageKeys } from '@/lib/session';
import { useOtherPhones } from '../api/get-other-phones';
import { PHONE_VERIFIED, useUser } from '../api/get-user';
import { useSendVerificationCode } from '../api/send-verification-code';
import { useVerifyEmail } from '../api/verify-email';
import { useVerifyPhoneNumber } from '../api/verify-phone-number';
import { useSignOutOn401 } from '../hooks/use-sign-out-on-401';
import { BirthDateField } from './birth-date-field';
import { ExtraPhones } from './extra-phones';
import { VerificationBadge } from './verification-badge';
import { VerifyCodeStep } from './verify-code-step';
import './account.css';

/** /profile, Personal Info (spec sections 2.3 and 4). */
export function ProfileInfo() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const remoteId = readStored(StorageKeys.remoteId) ?? '';
  const user = useUser(remoteId);
  const otherPhones = useOtherPhones();
  const sendCode = useSendVerificationCode();
  const verifyPhone = useVerifyPhoneNumber();
  const verifyEmail = useVerifyEmail();
  const [verifying, setVerifying] = useState<'phone' | 'email' | null>(null);
  useSignOutOn401(user.error);

  if (user.isPending) return <LoadingState />;
  if (user.isError) return <ErrorState title={t('profile.loadFailed')} detail={user.error.message} onRetry={() => void user.refetch()} />;

  const profile = user.data;
  // Spec section 4: the phone counts as verified when session_id is 1 or an extra number is verified.
  const phoneVerified = profile.session_id === PHONE_VERIFIED || (otherPhones.data ?? []).some((p) => p.isverify === 1);
  const emailVerified = Boolean(profile.email_verified_at);
  const notSet = <span className="profile-row__empty">{t('profile.notSet')}</span>;

  return (
    <div className="profile">
      <section className="profile-section" aria-labelledby="personal-info-title">
        <h2 id="personal-info-title" className="profile-section__title">
          {t('profile.title')}
        </h2>
        <div className="profile-row">
          <span className="profile-row__label">{t('profile.username')}</span>
          <span className="profile-row__value">{profile.username}</span>
        </div>
        <div className="profile-row">
          <span className="profile-row__label">{t('profile.name')}</span>
          <span className="profile-row__value">{profile.name || notSet}</span>
        </div>
        <div className="profile-row">
          <span className="profile-row__label">{t('profile.phone')}</span>
          <span className="profile-row__value">{profile.phone || notSet}</span>
          <VerificationBadge verified={phoneVerified} />
          {!phoneVerified && profile.phone ? (
            <button
              type="button"
              className="button button--outline button--small"
              aria-label={t('profile.verifyPhone', { phone: profile.phone })}
              onClick={() => setVerifying('phone')}
            >
              {t('profile.verify')}
            </button>
          ) : null}
        </div>
        {verifying === 'phone' && profile.phone ? (
          <VerifyCodeStep
            title={t('profile.verifyPhone', { phone: profile.phone })}
            send={() => sendCode.mutateAsync({ phone: profile.phone ?? '' })}
            confirm={(code) => verifyPhone.mutateAsync({ verification_code: code })}
            onVerified={() => setVerifying(null)}
            onCancel={() => setVerifying(null)}
          />
        ) : null}
        <div className="profile-row">
          <span className="profile-row__label">{t('profile.email')}</span>
          <span className="profile-row__value">{profile.email || notSet}</span>
          <VerificationBadge verified={emailVerified} />
          {!emailVerified && profile.email ? (
            <button
              type="button"
              className="button button--outline button--small"
              aria-label={t('profile.verifyEmail', { email: profile.email })}
              onClick={() => setVerifying('email')}
            >
              {t('profile.verify')}
            </button>
          ) : null}
        </div>
        {verifying === 'email' && profile.email ? (
          <VerifyCodeStep
            title={t('profile.verifyEmail', { email: profile.email })}
            send={() => sendCode.mutateAsync({ email: profile.email ?? '' })}
            confirm={(code) => verifyEmail.mutateAsync({ code })}
            onVerified={() => setVerifying(null)}
            onCancel={() => setVerifying(null)}
          />
        ) : null}
        <BirthDateField remoteId={remoteId} dofb={profile.dofb} />
        {profile.created_at ? (
          <div className="profile-row">
            <span className="profile-row__label">{t('profile.memberSince')}</span>
            <span className="profile-row__value">{formatDhakaDateTime(profile.created_at, language)}</span>
          </div>
        ) : null}
        <p className="profile-note">{t('profile.note')}</p>
      </section>
      <ExtraPhones />
    </div>
  );
}
