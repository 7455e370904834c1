import { kycDocumentSides, type KycDocumentSide } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/components/form.css';
import { useDecideKyc, useKycDocument, usePlayerKyc, type KycDecision } from '../api/kyc-staff';
import './kyc.css';

function KycDocument({ playerId, side, submittedAt }: { playerId: string; side: KycDocumentSide; submittedAt: string }) {
  const { t } = useTranslation();
  const image = useKycDocument(playerId, side, submittedAt);
  return (
    <figure className="kyc-document">
      {image.data ? (
        <img src={image.data} alt={t(`kyc.side.${side}`)} />
      ) : (
        <span className="muted">{image.isError ? image.error.message : '…'}</span>
      )}
      <figcaption>{t(`kyc.side.${side}`)}</figcaption>
    </figure>
  );
}

/**
 * The player page's KYC card (issue 22, kyc.review): status, the three documents, and approve, reject with a
 * reason, or ask for new documents. Every decision is audited and writes the player an inbox message.
 */
export function KycReviewSection({ playerId }: { playerId: string }) {
  const { t } = useTranslation();
  const kyc = usePlayerKyc(playerId, true);
  const decide = useDecideKyc(playerId);
  const [asking, setAsking] = useState<Exclude<KycDecision, 'approve'> | null>(null);
  const [reason, setReason] = useState('');
  const [notice, setNotice] = useState<string | null>(null);

  const send = (decision: KycDecision) => {
    setNotice(null);
    decide.mutate(
      { decision, ...(decision === 'approve' ? {} : { reason }) },
      {
        onSuccess: (answer) => {
          setNotice(answer.message);
          setAsking(null);
          setReason('');
        },
      },
    );
  };

  return (
    <section className="kyc-review" aria-labelledby="kyc-review-title" data-testid="kyc-review">
      <h2 id="kyc-review-title">{t('kyc.title')}</h2>
      {kyc.isPending ? <p className="muted">{t('kyc.loading')}</p> : null}
      {kyc.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {kyc.error.message}
        </p>
      ) : null}
      {kyc.data === null || kyc.data?.status === 'not_submitted' ? <p className="muted">{t('kyc.status.not_submitted')}</p> : null}
      {kyc.data && kyc.data.status !== 'not_submitted' ? (
        <>
          <p>
            <span
              className={`tag ${kyc.data.status === 'approved' ? 'tag--ok' : kyc.data.status === 'pending' ? '' : 'tag--danger'}`}
              data-testid="kyc-staff-status"
            >
              {t(`kyc.status.${kyc.data.status}`)}
            </span>{' '}
            <span className="muted">{t('kyc.submissions', { count: kyc.data.submissions })}</span>
          </p>
          {kyc.data.reason ? <p>{t('kyc.reason', { reason: kyc.data.reason })}</p> : null}
          <div className="kyc-documents">
            {kycDocumentSides.map((side) => (
              <KycDocument
                key={`${side}-${kyc.data!.submitted_at}`}
                playerId={playerId}
                side={side}
                submittedAt={kyc.data!.submitted_at ?? ''}
              />
            ))}
          </div>
          <div className="player-actions" role="group" aria-label={t('kyc.actions')}>
            {kyc.data.status === 'pending' ? (
              <>
                <button type="button" className="button button--primary" disabled={decide.isPending} onClick={() => send('approve')}>
                  {t('kyc.approve')}
                </button>
                <button type="button" className="button button--danger" onClick={() => setAsking('reject')}>
                  {t('kyc.reject')}
                </button>
              </>
            ) : null}
            {kyc.data.status === 'pending' || kyc.data.status === 'approved' ? (
              <button type="button" className="button" onClick={() => setAsking('request-again')}>
                {t('kyc.requestAgain')}
              </button>
            ) : null}
          </div>
          {asking ? (
            <form
              className="kyc-reason-form"
              onSubmit={(event) => {
                event.preventDefault();
                send(asking);
              }}
            >
              <label>
                {t('kyc.reasonLabel')}
                <textarea value={reason} minLength={3} maxLength={500} required onChange={(event) => setReason(event.target.value)} />
              </label>
              <div className="player-actions">
                <button type="submit" className="button button--primary" disabled={decide.isPending || reason.trim().length < 3}>
                  {asking === 'reject' ? t('kyc.reject') : t('kyc.requestAgain')}
                </button>
                <button type="button" className="button" onClick={() => setAsking(null)}>
                  {t('kyc.cancel')}
                </button>
              </div>
            </form>
          ) : null}
          {decide.isError ? (
            <p className="form-alert form-alert--error" role="alert">
              {decide.error.message}
            </p>
          ) : null}
          {notice ? (
            <p className="form-alert form-alert--success" role="status">
              {notice}
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
