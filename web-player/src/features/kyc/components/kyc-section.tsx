import { kycDocumentSides, type KycDocumentSide } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/i18n';
import { formatDhakaDateTime } from '@/lib/format';
import { useKyc } from '../api/get-kyc';
import { useSubmitKyc } from '../api/submit-kyc';
import './kyc.css';

/**
 * /profile, Identity verification (KYC, issue 22): the player's status and staff's reason, and the form for the
 * national ID's front and back and a selfie when a submission is accepted (first time, rejected, asked again).
 */
export function KycSection() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const kyc = useKyc();
  const submit = useSubmitKyc();
  const [files, setFiles] = useState<Partial<Record<KycDocumentSide, File>>>({});
  const [notice, setNotice] = useState<string | null>(null);

  if (kyc.isPending) return null;
  if (kyc.isError)
    return (
      <section className="kyc-section">
        <p className="kyc-alert kyc-alert--error" role="alert">
          {t('kyc.loadFailed')}
        </p>
      </section>
    );
  const view = kyc.data;
  const complete = kycDocumentSides.every((side) => files[side]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!complete) return;
    setNotice(null);
    submit.mutate(files as Record<KycDocumentSide, File>, {
      onSuccess: (answer) => {
        setFiles({});
        setNotice(answer.message);
      },
    });
  };

  return (
    <section className="kyc-section" aria-labelledby="kyc-title" data-testid="kyc-section">
      <h2 id="kyc-title" className="kyc-section__title">
        {t('kyc.title')}
      </h2>
      <span className={`kyc-status kyc-status--${view.status}`} data-testid="kyc-status">
        {t(`kyc.status.${view.status}`)}
      </span>
      <p className="kyc-muted">{t(`kyc.explain.${view.status}`)}</p>
      {view.reason ? (
        <p className="kyc-alert kyc-alert--error" data-testid="kyc-reason">
          {t('kyc.reason', { reason: view.reason })}
        </p>
      ) : null}
      {view.submitted_at ? (
        <p className="kyc-muted">{t('kyc.submittedAt', { when: formatDhakaDateTime(view.submitted_at, language) })}</p>
      ) : null}
      {notice ? (
        <p className="kyc-alert" role="status">
          {notice}
        </p>
      ) : null}
      {view.can_submit ? (
        <form className="kyc-form" onSubmit={send}>
          {kycDocumentSides.map((side) => (
            // the browser's own file button speaks the browser's language: a styled one of ours speaks the page's
            <label key={side} className="kyc-file">
              <span>{t(`kyc.side.${side}`)}</span>
              <input
                type="file"
                name={side}
                className="kyc-file__input"
                accept="image/png,image/jpeg,image/webp,image/gif"
                onChange={(event) => setFiles((current) => ({ ...current, [side]: event.target.files?.[0] }))}
              />
              <span className="kyc-file__choice">
                <span className="button button--outline button--small" aria-hidden="true">
                  {t('kyc.choose')}
                </span>
                <span className="kyc-muted">{files[side]?.name ?? t('kyc.noFile')}</span>
              </span>
            </label>
          ))}
          <p className="kyc-muted">{t('kyc.hint')}</p>
          {submit.isError ? (
            <p className="kyc-alert kyc-alert--error" role="alert">
              {submit.error.message}
            </p>
          ) : null}
          <button type="submit" className="button" disabled={!complete || submit.isPending}>
            {submit.isPending ? t('kyc.sending') : t('kyc.send')}
          </button>
        </form>
      ) : null}
    </section>
  );
}
