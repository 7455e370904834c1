import { useId, useState, type FormEvent } from 'react';
import type { WithdrawalRefusal } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormMessage } from '@/components/form-field';
import { ErrorState, LoadingState } from '@/components/page-status';
import { useGeneral } from '@/features/site/api/get-general';
import { useRemainingTurnover } from '@/features/turnover/api/use-remaining-turnover';
import { currentLanguage } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { formatAmount } from '@/lib/format';
import { useWithdrawalCheck } from '../api/check-withdrawal';
import { usePaymentMethods } from '../api/get-payment-methods';
import { useSubmitWithdrawal } from '../api/submit-withdrawal';
import { useVerifiedNumbers } from '../hooks/use-verified-numbers';
import { WITHDRAWAL_MAX, WITHDRAWAL_MIN, WITHDRAWAL_QUICK_AMOUNTS } from '../lib/limits';
import { amountValue, parseAmountInput } from '../lib/amount-input';
import { groupMethods } from '../lib/method-groups';
import type { PaymentRequestState } from '../lib/payment-state';
import { AmountField } from './amount-field';
import { MethodPicker } from './method-picker';

/** What the eligibility answer means for the page: the api names its reason (spec section 8, "Withdrawal check"). */
function useEligibility(remoteId: string | null) {
  const check = useWithdrawalCheck(remoteId);
  const error = check.error;
  if (!error) return { check, refusal: null };
  if (error instanceof ApiError && error.status === 400) {
    const reason = (error.payload as Partial<WithdrawalRefusal> | undefined)?.reason;
    const link = reason === 'birthDateMissing' || reason === 'underAge' ? 'profile' : reason === 'turnover' ? 'turnover' : 'none';
    return { check, refusal: { text: error.message, reason, link } as const };
  }
  return { check, refusal: { text: null, reason: undefined, link: 'none' } as const };
}

/** Withdrawal tab: eligibility on open, method, a verified number, amount, submit (spec sections 2.3, 5, 8). */
export function WithdrawalForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const numberId = useId();
  const player = useVerifiedNumbers();
  const general = useGeneral();
  const methods = usePaymentMethods();
  const { check, refusal } = useEligibility(player.remoteId);
  const submit = useSubmitWithdrawal();

  const [methodName, setMethodName] = useState<string | null>(null);
  const [channelId, setChannelId] = useState<number | null>(null);
  const [accountNumber, setAccountNumber] = useState('');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const withdrawalsOff = general.data?.withdrawal_status === 0 || refusal?.reason === 'withdrawalsOff';
  const groups = groupMethods(methods.data);
  const group = groups.find((g) => g.name === methodName);
  const channel = group?.channels.find((c) => c.id === channelId);

  /** Spec section 5's client-side order: amount, account number, method. */
  function firstProblem(): string | null {
    if (amount === '' || amountValue(amount) === 0) return t('payments.withdrawal.amountRequired');
    if (accountNumber === '') return t('payments.withdrawal.accountRequired');
    if (!group || !channel) return t('payments.withdrawal.methodRequired');
    if (amountValue(amount) < WITHDRAWAL_MIN || amountValue(amount) > WITHDRAWAL_MAX) return t('payments.withdrawal.amountRange');
    return null;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = firstProblem();
    setProblem(found);
    if (found || !group || !channel) return;
    // The api gets the amount as it was read and shown ("150.50"), never the raw text.
    const sent = parseAmountInput(amount) ?? '';
    try {
      const answer = await submit.mutateAsync({
        remote_id: player.remoteId ?? '',
        account_number: accountNumber,
        amount: sent,
        payment_id: channel.id,
        provider: group.name,
      });
      const state: PaymentRequestState = {
        amount: sent,
        paymentIcon: channel.icon || group.icon,
        kind: 'withdrawal',
        id: (answer as { id?: string }).id,
        notice: t('payments.withdrawal.success'),
      };
      navigate('/payment-request', { state });
    } catch (error) {
      void methods.refetch(); // a refusal may mean the method was switched off meanwhile: offer what is on now
      setProblem(error instanceof Error && error.message ? error.message : t('payments.withdrawal.unknownError'));
    }
  }

  return (
    <form className="funds-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {check.isPending ? <p className="funds-note">{t('payments.withdrawal.checking')}</p> : null}
      {refusal && !withdrawalsOff ? (
        <div className="funds-refusal" role="alert">
          {/* the turnover refusal is the link's own sentence (spec section 8): say it once */}
          {refusal.link === 'turnover' ? null : <p>{refusal.text ?? t('payments.withdrawal.unknownError')}</p>}
          {refusal.link === 'profile' ? <Link to="/profile">{t('payments.withdrawal.goToProfile')}</Link> : null}
          {refusal.link === 'turnover' ? <TurnoverRefusal /> : null}
        </div>
      ) : null}
      {withdrawalsOff ? (
        <p className="funds-empty" role="status">
          {t('payments.withdrawal.noMethods')}
        </p>
      ) : methods.isPending ? (
        <LoadingState />
      ) : methods.isError ? (
        <ErrorState title={t('payments.methodsFailed')} detail={methods.error.message} onRetry={() => void methods.refetch()} />
      ) : (
        <>
          {groups.length === 0 ? <p className="funds-empty">{t('payments.withdrawal.noMethods')}</p> : null}
          <MethodPicker
            purpose="withdrawal"
            groups={groups}
            methodName={methodName}
            channelId={channelId}
            onMethod={(name) => {
              setMethodName(name);
              const only = groups.find((g) => g.name === name)?.channels;
              setChannelId(only && only.length === 1 ? only[0]!.id : null);
            }}
            onChannel={setChannelId}
          />
          <div className="funds-section">
            <label htmlFor={numberId} className="funds-section__title">
              {t('payments.withdrawal.accountNumber')}
            </label>
            <select
              id={numberId}
              className="form-select form-select--block"
              value={accountNumber}
              onChange={(event) => setAccountNumber(event.target.value)}
            >
              <option value="">{t('payments.withdrawal.chooseNumber')}</option>
              {player.numbers.map((number) => (
                <option key={number} value={number}>
                  {number}
                </option>
              ))}
            </select>
            {!player.isPending && player.numbers.length === 0 ? (
              <p className="form-field__hint">
                {t('payments.withdrawal.noVerifiedNumbers')} <Link to="/profile">{t('payments.withdrawal.goToProfile')}</Link>
              </p>
            ) : null}
          </div>
          <AmountField
            value={amount}
            onChange={setAmount}
            quickAmounts={WITHDRAWAL_QUICK_AMOUNTS}
            min={WITHDRAWAL_MIN}
            max={WITHDRAWAL_MAX}
          />
          <FormMessage kind="error">{problem}</FormMessage>
          <button type="submit" className="button button--gold button--block" disabled={submit.isPending}>
            {submit.isPending ? t('payments.withdrawal.submitting') : t('payments.withdrawal.submit')}
          </button>
        </>
      )}
    </form>
  );
}

/** Issue 14: how much turnover is left, and where it is played, instead of only "complete your turnover". */
function TurnoverRefusal() {
  const { t } = useTranslation();
  const remaining = useRemainingTurnover();
  return (
    <>
      <Link to="/turnover-record">{t('payments.withdrawal.completeTurnover')}</Link>
      {remaining !== undefined ? (
        <p>{t('payments.withdrawal.turnoverRemaining', { amount: formatAmount(remaining, currentLanguage()) })}</p>
      ) : null}
      <Link to="/games" className="button button--gold">
        {t('payments.withdrawal.playGames')}
      </Link>
    </>
  );
}
