import type { PaymentStatusPush } from '@khela/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { currentLanguage } from '@/i18n';
import { apiAssetUrl } from '@/lib/api-client';
import { formatAmount, formatCountdown } from '@/lib/format';
import { readStored, StorageKeys } from '@/lib/session';
import { usePlayerEvent } from '@/lib/use-player-event';
import { useDeadline } from '../hooks/use-deadline';
import { PAYMENT_REQUEST_MINUTES } from '../lib/limits';
import { isPaymentRequestState } from '../lib/payment-state';
import './payments.css';

/** /payment-request: 'Get Ready!', 30-minute countdown, 'under review', live approval or rejection (spec 2.3). */
export function PaymentRequest() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const queryClient = useQueryClient();
  const location = useLocation();
  const state = isPaymentRequestState(location.state) ? location.state : null;
  const remaining = useDeadline(PAYMENT_REQUEST_MINUTES);
  const [result, setResult] = useState<PaymentStatusPush | null>(null);
  const username = readStored(StorageKeys.username) ?? '';

  usePlayerEvent('payment', (push) => {
    void queryClient.invalidateQueries({ queryKey: ['payments', 'transactions'] });
    if (!state) return;
    const matches = state.id ? push.id === state.id : push.kind === state.kind;
    if (matches && (push.key === '1' || push.key === '2')) setResult(push);
  });

  const amount = state ? `৳ ${formatAmount(result?.amount ?? state.amount, language)}` : '';
  const outcome =
    result?.key === '1'
      ? {
          kind: 'success' as const,
          text:
            result.kind === 'deposit'
              ? t('payments.request.depositApproved', { amount })
              : t('payments.request.withdrawalApproved', { amount }),
        }
      : result?.key === '2'
        ? {
            kind: 'error' as const,
            text: result.reason ? t('payments.request.rejected', { reason: result.reason }) : t('payments.request.rejectedNoReason'),
          }
        : null;

  return (
    <div className="payment-request">
      {state?.notice ? (
        <p className="form-message form-message--success" role="status">
          {state.notice}
        </p>
      ) : null}
      <div className={`payment-request__card${outcome ? '' : ' payment-request__card--waiting'}`}>
        <h3 className="payment-request__title">{t('payments.request.getReady')}</h3>
        <div className="payment-request__logo" aria-hidden="true">
          {state?.paymentIcon ? <img src={apiAssetUrl(state.paymentIcon)} alt="" width="64" height="64" /> : <span>৳</span>}
        </div>
        {state ? <p className="payment-request__amount">{amount}</p> : null}
        <p className="payment-request__user">{username}</p>
        {outcome ? (
          <p className={`form-message form-message--${outcome.kind}`} role={outcome.kind === 'error' ? 'alert' : 'status'}>
            {outcome.text}
          </p>
        ) : (
          <>
            <p className="payment-request__review">{t('payments.request.underReview')}</p>
            <p className="payment-request__timer" role="timer">
              {t('payments.request.timeLeft')}: {formatCountdown(remaining)}
            </p>
          </>
        )}
      </div>
      <Link to="/account" className="button button--gold button--block">
        {t('payments.request.close')}
      </Link>
    </div>
  );
}
