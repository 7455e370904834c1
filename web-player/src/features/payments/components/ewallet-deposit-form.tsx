import type { EwalletMethods } from '@khela/contracts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormMessage } from '@/components/form-field';
import { usePromotions } from '@/features/promotions/api/get-promotions';
import { ApiError, apiAssetUrl } from '@/lib/api-client';
import { useTransactions } from '../api/get-transactions';
import { useRequestEwallet } from '../api/request-ewallet';
import { useVerifiedNumbers } from '../hooks/use-verified-numbers';
import { DEPOSIT_MAX, DEPOSIT_MIN, DEPOSIT_QUICK_AMOUNTS, MAKE_PAYMENT_MINUTES } from '../lib/limits';
import type { NavigateExternal } from '../lib/navigate-external';
import type { MakePaymentState } from '../lib/payment-state';
import { amountValue, parseAmountInput } from '../lib/amount-input';
import { AmountField } from './amount-field';
import { PromotionPicker } from './promotion-picker';

interface EwalletDepositFormProps {
  pgs: EwalletMethods['pgs'];
  navigateExternal: NavigateExternal;
}

/**
 * Deposit tab when GET /api/payment-methods answers the e-wallet form (spec section 2.3): promotion, gateway,
 * amount, then Next asks POST /api/ewa/request and goes to the gateway's payment page, or to /make-payment
 * when the answer has no page but a number to pay to.
 */
export function EwalletDepositForm({ pgs, navigateExternal }: EwalletDepositFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const player = useVerifiedNumbers();
  const promotions = usePromotions();
  const transactions = useTransactions(player.remoteId);
  const request = useRequestEwallet();

  const [promotionId, setPromotionId] = useState<number | null>(null);
  const [pgId, setPgId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<ReactNode>(null);
  const [leaving, setLeaving] = useState(false);
  const pg = pgs.find((item) => item.id === pgId);

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
    if (!pg) return t('payments.deposit.methodRequired');
    return null;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = firstProblem();
    setProblem(found);
    if (found || !pg) return;
    // The api gets the amount as it was read and shown ("150.50"), never the raw text.
    const sent = parseAmountInput(amount) ?? '';
    try {
      const answer = await request.mutateAsync({ amount: sent, type: pg.name, provider: pg.name, promotion: promotionId });
      if (answer.url) {
        setLeaving(true);
        navigateExternal(answer.url);
        return;
      }
      if (!answer.number) {
        setProblem(t('payments.deposit.genericError'));
        return;
      }
      const state: MakePaymentState = {
        amount: sent,
        paymentIcon: pg.icon,
        paymentType: 'Personal',
        paymentMethodId: pg.id,
        paymentMethodName: pg.name,
        promotionId,
        accountNumber: answer.number,
        timer: answer.timer && answer.timer > 0 ? answer.timer : MAKE_PAYMENT_MINUTES,
        transaction: answer.transaction,
        message: answer.message,
      };
      navigate('/make-payment', { state });
    } catch (error) {
      setProblem(error instanceof ApiError && error.status > 0 ? error.message : t('payments.deposit.genericError'));
    }
  }

  const busy = request.isPending || leaving;
  return (
    <form className="funds-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <PromotionPicker promotions={promotions.data ?? []} value={promotionId} onChange={setPromotionId} />
      {pgs.length === 0 ? <p className="funds-empty">{t('payments.noMethods')}</p> : null}
      <fieldset className="funds-section">
        <legend className="funds-section__title">{t('payments.paymentMethod')}</legend>
        <div className="funds-methods">
          {pgs.map((item) => (
            <button key={item.id} type="button" className="funds-method" aria-pressed={item.id === pgId} onClick={() => setPgId(item.id)}>
              {item.icon ? <img src={apiAssetUrl(item.icon)} alt="" width="40" height="40" /> : null}
              <span>{item.name}</span>
            </button>
          ))}
        </div>
      </fieldset>
      <AmountField value={amount} onChange={setAmount} quickAmounts={DEPOSIT_QUICK_AMOUNTS} min={DEPOSIT_MIN} max={DEPOSIT_MAX} />
      <FormMessage kind="error">{problem}</FormMessage>
      <button type="submit" className="button button--gold button--block" disabled={busy}>
        {busy ? t('payments.loadingNext') : t('payments.next')}
      </button>
    </form>
  );
}
