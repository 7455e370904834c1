import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormMessage } from '@/components/form-field';
import { ErrorState, LoadingState } from '@/components/page-status';
import { usePromotions } from '@/features/promotions/api/get-promotions';
import { ApiError } from '@/lib/api-client';
import { usePaymentMethods } from '../api/get-payment-methods';
import { useTransactions } from '../api/get-transactions';
import { useGetWalletNumber } from '../api/get-wallet-number';
import { useVerifiedNumbers } from '../hooks/use-verified-numbers';
import { DEPOSIT_MAX, DEPOSIT_MIN, DEPOSIT_QUICK_AMOUNTS } from '../lib/limits';
import { amountValue, parseAmountInput } from '../lib/amount-input';
import { groupMethods } from '../lib/method-groups';
import { navigateExternal as openExternal, type NavigateExternal } from '../lib/navigate-external';
import type { MakePaymentState } from '../lib/payment-state';
import { AmountField } from './amount-field';
import { EwalletDepositForm } from './ewallet-deposit-form';
import { MethodPicker } from './method-picker';
import { PromotionPicker } from './promotion-picker';

/**
 * Deposit tab (spec sections 2.3 and 5): promotion, method, channel, amount, then Next to /make-payment; the
 * e-wallet form of the methods answer shows the gateways instead (EwalletDepositForm).
 */
export function DepositForm({ navigateExternal = openExternal }: { navigateExternal?: NavigateExternal } = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const player = useVerifiedNumbers();
  const methods = usePaymentMethods();
  const promotions = usePromotions();
  const transactions = useTransactions(player.remoteId);
  const walletNumber = useGetWalletNumber();

  const [promotionId, setPromotionId] = useState<number | null>(null);
  const [methodName, setMethodName] = useState<string | null>(null);
  const [channelId, setChannelId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<ReactNode>(null);

  const groups = groupMethods(methods.data);
  const group = groups.find((g) => g.name === methodName);
  const channel = group?.channels.find((c) => c.id === channelId);

  /** The checks of spec section 5, in its order; the first failing one is shown. */
  function firstProblem(): ReactNode {
    if (player.phoneVerified === false) {
      return (
        <>
          {t('payments.deposit.verifyPhone')} <Link to="/profile">{t('payments.deposit.verifyPhoneLink')}</Link>
        </>
      );
    }
    if ((transactions.data ?? []).some((tx) => tx.action === 'deposit' && tx.key === '0')) return t('payments.deposit.pending');
    if (amount === '' || amountValue(amount) === 0) return t('payments.deposit.amountRequired');
    if (amountValue(amount) < DEPOSIT_MIN || amountValue(amount) > DEPOSIT_MAX) return t('payments.deposit.amountRange');
    if (!group) return t('payments.deposit.methodRequired');
    if (!channel) return t('payments.deposit.channelRequired');
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
      const number = await walletNumber.mutateAsync({ name: group.name, account_type: channel.account_type, amount: sent });
      if (!number) {
        setProblem(t('payments.deposit.genericError'));
        return;
      }
      const state: MakePaymentState = {
        amount: sent,
        paymentIcon: channel.icon || group.icon,
        paymentType: channel.account_type,
        paymentMethodId: channel.id,
        paymentMethodName: group.name,
        promotionId,
        accountNumber: number.account_number,
      };
      navigate('/make-payment', { state });
    } catch (error) {
      void methods.refetch(); // a refusal may mean the method was switched off meanwhile: offer what is on now
      setProblem(error instanceof ApiError && error.status > 0 ? error.message : t('payments.deposit.genericError'));
    }
  }

  if (methods.isPending) return <LoadingState />;
  if (methods.isError)
    return <ErrorState title={t('payments.methodsFailed')} detail={methods.error.message} onRetry={() => void methods.refetch()} />;
  const answer = methods.data.methods;
  if (!Array.isArray(answer) && answer?.type === 'ewallet')
    return <EwalletDepositForm pgs={answer.pgs ?? []} navigateExternal={navigateExternal} />;

  return (
    <form className="funds-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <PromotionPicker promotions={promotions.data ?? []} value={promotionId} onChange={setPromotionId} />
      {groups.length === 0 ? <p className="funds-empty">{t('payments.noMethods')}</p> : null}
      <MethodPicker
        purpose="deposit"
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
      <AmountField value={amount} onChange={setAmount} quickAmounts={DEPOSIT_QUICK_AMOUNTS} min={DEPOSIT_MIN} max={DEPOSIT_MAX} />
      <FormMessage kind="error">{problem}</FormMessage>
      <button type="submit" className="button button--gold button--block" disabled={walletNumber.isPending}>
        {walletNumber.isPending ? t('payments.loadingNext') : t('payments.next')}
      </button>
    </form>
  );
}
