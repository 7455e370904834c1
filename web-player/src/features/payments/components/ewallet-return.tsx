import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { currentLanguage } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { formatAmount } from '@/lib/format';
import { usePlayerEvent } from '@/lib/use-player-event';
import { isEwalletConfirmKey, useEwalletConfirm } from '../api/confirm-ewallet';
import './payments.css';

/** How long the page says "adding it to your balance" before it owns up that the credit is running late. */
const CREDIT_WAIT_MS = 60_000;

const messageClass = {
  success: 'form-message form-message--success',
  error: 'form-message form-message--error',
  notice: 'form-message payment-request__notice',
};

/**
 * /ewallet-return?trx_id=...: where the gateway sends the player back; asks POST /api/ewa/confirm and
 * shows the outcome. 'paid' means the gateway's callback arrived; the money reaches the balance a moment
 * later in the settlement job, so "added" is said only once the answer says `credited`. Until then the
 * page keeps asking (and asks at once when the player's socket pushes a deposit or balance change).
 */
export function EwalletReturn({ creditWaitMs = CREDIT_WAIT_MS }: { creditWaitMs?: number }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const trxId = params.get('trx_id') ?? params.get('trxid') ?? '';
  const [creditOverdue, setCreditOverdue] = useState(false);
  const confirm = useEwalletConfirm(trxId, { creditOverdue });
  const status = confirm.data?.status;
  const credited = status === 'paid' && confirm.data?.credited === true;
  const crediting = status === 'paid' && !credited;

  useEffect(() => {
    if (!crediting) return;
    const timer = setTimeout(() => setCreditOverdue(true), creditWaitMs);
    return () => clearTimeout(timer);
  }, [crediting, creditWaitMs]);

  // The credit changed the balance, the records and the turnover; this answer itself is final.
  useEffect(() => {
    if (credited) void queryClient.invalidateQueries({ predicate: (query) => !isEwalletConfirmKey(query.queryKey) });
  }, [credited, queryClient]);

  const askAgain = () => {
    if (crediting) void confirm.refetch();
  };
  usePlayerEvent('payment', (push) => {
    if (push.kind === 'deposit') askAgain();
  });
  usePlayerEvent('balance', askAgain);

  const amount = confirm.data?.amount ? `৳ ${formatAmount(confirm.data.amount, language)}` : '';
  const outcome = !trxId
    ? { kind: 'error' as const, text: t('payments.ewalletReturn.unknown') }
    : confirm.error && !confirm.data // a failed re-ask (a network blip) keeps the last answer; the next one clears it
      ? {
          kind: 'error' as const,
          text: confirm.error instanceof ApiError && confirm.error.status > 0 ? confirm.error.message : t('payments.deposit.genericError'),
        }
      : credited
        ? { kind: 'success' as const, text: t('payments.ewalletReturn.credited', { amount }) }
        : crediting && creditOverdue
          ? { kind: 'notice' as const, text: t('payments.ewalletReturn.creditDelayed', { amount }) }
          : status === 'failed' || status === 'expired'
            ? { kind: 'error' as const, text: t('payments.ewalletReturn.failed') }
            : null;
  const waitingText = crediting ? t('payments.ewalletReturn.crediting', { amount }) : t('payments.ewalletReturn.pending');

  return (
    <div className="payment-request">
      <div className={`payment-request__card${outcome ? '' : ' payment-request__card--waiting'}`}>
        {amount ? <p className="payment-request__amount">{amount}</p> : null}
        {outcome ? (
          <p className={messageClass[outcome.kind]} role={outcome.kind === 'error' ? 'alert' : 'status'}>
            {outcome.text}
          </p>
        ) : (
          <>
            <span className="payment-request__spinner" aria-hidden="true" />
            <p className="payment-request__review" role="status">
              {waitingText}
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
