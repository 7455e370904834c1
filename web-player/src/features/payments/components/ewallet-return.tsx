import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { currentLanguage } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { formatAmount } from '@/lib/format';
import { useEwalletConfirm } from '../api/confirm-ewallet';
import './payments.css';

/** /ewallet-return?trx_id=...: where the gateway sends the player back; asks POST /api/ewa/confirm and shows the outcome. */
export function EwalletReturn() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const trxId = params.get('trx_id') ?? params.get('trxid') ?? '';
  const confirm = useEwalletConfirm(trxId);
  const status = confirm.data?.status;

  useEffect(() => {
    if (status === 'paid') void queryClient.invalidateQueries();
  }, [status, queryClient]);

  const amount = confirm.data?.amount ? `৳ ${formatAmount(confirm.data.amount, language)}` : '';
  const outcome = !trxId
    ? { kind: 'error' as const, text: t('payments.ewalletReturn.unknown') }
    : confirm.error
      ? {
          kind: 'error' as const,
          text: confirm.error instanceof ApiError && confirm.error.status > 0 ? confirm.error.message : t('payments.deposit.genericError'),
        }
      : status === 'paid'
        ? { kind: 'success' as const, text: t('payments.ewalletReturn.credited', { amount }) }
        : status === 'failed' || status === 'expired'
          ? { kind: 'error' as const, text: t('payments.ewalletReturn.failed') }
          : null;

  return (
    <div className="payment-request">
      <div className={`payment-request__card${outcome ? '' : ' payment-request__card--waiting'}`}>
        {amount ? <p className="payment-request__amount">{amount}</p> : null}
        {outcome ? (
          <p className={`form-message form-message--${outcome.kind}`} role={outcome.kind === 'error' ? 'alert' : 'status'}>
            {outcome.text}
          </p>
        ) : (
          <p className="payment-request__review" role="status">
            {t('payments.ewalletReturn.pending')}
          </p>
        )}
      </div>
      <Link to="/account" className="button button--gold button--block">
        {t('payments.request.close')}
      </Link>
    </div>
  );
}
