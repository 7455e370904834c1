import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { serverFieldErrors, serverMessage } from '@/lib/server-errors';
import { useAddNumber } from '../api/add-number';
import { useAddSendVerificationCode } from '../api/add-send-verification-code';
import { useAddVerifyPhoneNumber } from '../api/add-verify-phone-number';
import { useOtherPhones, type OtherPhone } from '../api/get-other-phones';
import { VerificationBadge } from './verification-badge';
import { VerifyCodeStep } from './verify-code-step';

/** Extra phone numbers: list, add, verify (spec sections 2.3 and 3). */
export function ExtraPhones() {
  const { t } = useTranslation();
  const phones = useOtherPhones();
  const add = useAddNumber();
  const sendCode = useAddSendVerificationCode();
  const verify = useAddVerifyPhoneNumber();
  const [newPhone, setNewPhone] = useState('');
  const [addError, setAddError] = useState<string>();
  const [verifying, setVerifying] = useState<OtherPhone | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const phone = newPhone.trim();
    if (!/^\+?\d{10,15}$/.test(phone)) {
      setAddError(t(phone === '' ? 'validation.phoneRequired' : 'validation.phoneInvalid'));
      return;
    }
    setAddError(undefined);
    add.mutate(
      { phone },
      {
        onSuccess: () => setNewPhone(''),
        onError: (failure) => setAddError(serverFieldErrors(failure).phone ?? serverMessage(failure) ?? t('profile.addPhoneFailed')),
      },
    );
  };

  return (
    <section className="profile-section" aria-labelledby="extra-phones-title">
      <h2 id="extra-phones-title" className="profile-section__title">
        {t('profile.extraPhones')}
      </h2>
      {phones.data && phones.data.length > 0 ? (
        <ul className="profile-phones">
          {phones.data.map((phone) => (
            <li key={phone.id} className="profile-row">
              <span className="profile-row__value">{phone.contract_value}</span>
              <VerificationBadge verified={phone.isverify === 1} />
              {phone.isverify === 1 ? null : (
                <button
                  type="button"
                  className="button button--outline button--small"
                  aria-label={`${t('profile.verify')} ${phone.contract_value}`}
                  onClick={() => setVerifying(phone)}
                >
                  {t('profile.verify')}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : phones.isSuccess ? (
        <p className="form-note">{t('profile.noExtraPhones')}</p>
      ) : null}
      {verifying ? (
        <VerifyCodeStep
          key={verifying.id}
          title={t('profile.verifyPhone', { phone: verifying.contract_value })}
          send={() => sendCode.mutateAsync({ phone: verifying.contract_value })}
          confirm={(code) => verify.mutateAsync({ verification_code: code })}
          onVerified={() => setVerifying(null)}
          onCancel={() => setVerifying(null)}
        />
      ) : null}
      <form className="profile-add-phone" onSubmit={submit} noValidate>
        <FormField
          label={t('profile.newPhone')}
          name="extra_phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          value={newPhone}
          error={addError}
          onChange={(e) => setNewPhone(e.target.value)}
        />
        <button type="submit" className="button button--outline" disabled={add.isPending}>
          {add.isPending ? t('profile.adding') : t('profile.addPhone')}
        </button>
      </form>
    </section>
  );
}
