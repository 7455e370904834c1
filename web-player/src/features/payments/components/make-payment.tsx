import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormField } from '@/components/form-field';
import { Modal } from '@/components/modal';
import { currentLanguage } from '@/i18n';
import { ApiError, apiAssetUrl } from '@/lib/api-client';
import { formatAmount, formatCountdown } from '@/lib/format';
import { useSubmitDeposit } from '../api/submit-deposit';
import { MAX_RECEIPTS, useUploadReceipts } from '../api/upload-receipts';
import { useCopy } from '../hooks/use-copy';
import { useDeadline } from '../hooks/use-deadline';
import { useVerifiedNumbers } from '../hooks/use-verified-numbers';
import { maskAccountNumber } from '../lib/mask';
import { ACCOUNT_NUMBER_PATTERN, depositChannelKey, MAKE_PAYMENT_MINUTES, MIN_TRANSACTION_ID_LENGTH } from '../lib/limits';
import { isMakePaymentState, type MakePaymentState, type PaymentRequestState } from '../lib/payment-state';
import './payments.css';

/** /make-payment: where to send the money, then the player's TRX ID, number and receipts (spec 2.3, 5, 8). */
export function MakePayment() {
  const { t } = useTranslation();
  const location = useLocation();
  const state: unknown = location.state;
  if (!isMakePaymentState(state)) {
    return (
      <div className="funds-empty-page">
        <p>{t('payments.makePayment.noState')}</p>
        <Link to="/deposit" className="button button--gold">
          {t('payments.makePayment.startDeposit')}
        </Link>
      </div>
    );
  }
  return <MakePaymentForm state={state} />;
}

function MakePaymentForm({ state }: { state: MakePaymentState }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const navigate = useNavigate();
  const numberId = useId();
  const player = useVerifiedNumbers();
  const remaining = useDeadline(state.timer && state.timer > 0 ? state.timer : MAKE_PAYMENT_MINUTES);
  const { message: copyMessage, copy } = useCopy();
  const submit = useSubmitDeposit();
  const upload = useUploadReceipts();

  const [transactionId, setTransactionId] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [receipts, setReceipts] = useState<File[]>([]);
  const [receiptProblem, setReceiptProblem] = useState<string | null>(null);
  const [modal, setModal] = useState<{ title: string; lines: string[]; bengali?: boolean } | null>(null);

  const amountText = `৳ ${formatAmount(state.amount, language)}`;
  const busy = submit.isPending || upload.isPending;

  function onReceipts(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    const images = files.filter((file) => file.type.startsWith('image/'));
    let problem: string | null = images.length < files.length ? t('payments.makePayment.imagesOnly') : null;
    if (images.length > MAX_RECEIPTS) problem = t('payments.makePayment.tooManyReceipts', { max: String(MAX_RECEIPTS) });
    setReceiptProblem(problem);
    setReceipts(images.slice(0, MAX_RECEIPTS));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // Spec section 5: both checks, in Bengali, in a modal.
    const lines: string[] = [];
    if (!ACCOUNT_NUMBER_PATTERN.test(accountNumber)) lines.push(t('payments.makePayment.invalidAccount'));
    if (transactionId.trim().length < MIN_TRANSACTION_ID_LENGTH) lines.push(t('payments.makePayment.invalidTrx'));
    if (lines.length > 0) {
      setModal({ title: t('payments.makePayment.checkTitle'), lines, bengali: true });
      return;
    }
    let answer;
    try {
      answer = await submit.mutateAsync({
        remote_id: player.remoteId ?? '',
        account_number: accountNumber,
        transaction_id: transactionId.trim(),
        amount: state.amount,
        payment_id: state.paymentMethodId,
        promotion_id: state.promotionId,
      });
    } catch (error) {
      const text =
        error instanceof ApiError && error.status > 0
          ? t('payments.makePayment.submissionFailed', { message: error.message })
          : t('payments.makePayment.networkError');
      setModal({ title: t('errorTitle'), lines: [text] });
      return;
    }
    let notice: string = t('payments.makePayment.success');
    if (receipts.length > 0 && answer.id) {
      try {
        await upload.mutateAsync({ depositId: answer.id, files: receipts });
      } catch (error) {
        notice = `${notice} ${t('payments.makePayment.receiptsFailed', { message: error instanceof Error ? error.message : '' })}`;
      }
    }
    const next: PaymentRequestState = { amount: state.amount, paymentIcon: state.paymentIcon, kind: 'deposit', id: answer.id, notice };
    navigate('/payment-request', { state: next, replace: true });
  }

  return (
    <form className="funds-form make-payment" noValidate onSubmit={(event) => void onSubmit(event)}>
      <div className="make-payment__head">
        {state.paymentIcon ? <img src={apiAssetUrl(state.paymentIcon)} alt="" width="48" height="48" /> : null}
        <p>
          {t('payments.makePayment.sendTo', {
            amount: amountText,
            method: state.paymentMethodName,
            channel: t(depositChannelKey[state.paymentType] ?? depositChannelKey.Personal),
          })}
        </p>
      </div>
      {state.message ? <p className="make-payment__message">{state.message}</p> : null}
      <p className="make-payment__timer" role="timer" aria-live="off">
        {remaining > 0 ? `${t('payments.makePayment.timeLeft')}: ${formatCountdown(remaining)}` : t('payments.makePayment.expired')}
      </p>
      <div className="make-payment__copy-row">
        <div>
          <p className="funds-section__title">{t('payments.makePayment.receivingNumber')}</p>
          <p className="make-payment__number" data-testid="masked-number">
            {maskAccountNumber(state.accountNumber)}
          </p>
        </div>
        <button
          type="button"
          className="button button--outline button--small"
          aria-label={t('payments.makePayment.copyNumber')}
          onClick={() => void copy(state.accountNumber, t('payments.makePayment.numberCopied'), t('payments.makePayment.noNumber'))}
        >
          {t('payments.makePayment.copy')}
        </button>
      </div>
      <div className="make-payment__copy-row">
        <div>
          <p className="funds-section__title">{t('payments.amount')}</p>
          <p className="make-payment__number">{amountText}</p>
        </div>
        <button
          type="button"
          className="button button--outline button--small"
          aria-label={t('payments.makePayment.copyAmount')}
          onClick={() =>
            void copy(state.amount, t('payments.makePayment.amountCopied', { amount: state.amount }), t('payments.makePayment.noAmount'))
          }
        >
          {t('payments.makePayment.copy')}
        </button>
      </div>
      {copyMessage ? (
        <p className="make-payment__toast" role="status">
          {copyMessage}
        </p>
      ) : null}
      <FormField
        label={t('payments.makePayment.transactionId')}
        placeholder={t('payments.makePayment.transactionIdPlaceholder')}
        autoComplete="off"
        value={transactionId}
        onChange={(event) => setTransactionId(event.target.value.slice(0, 64))}
      />
      <div className="funds-section">
        <label htmlFor={numberId} className="funds-section__title">
          {t('payments.makePayment.yourNumber')}
        </label>
        <select
          id={numberId}
          className="form-select form-select--block"
          value={accountNumber}
          onChange={(event) => setAccountNumber(event.target.value)}
        >
          <option value="">{t('payments.makePayment.chooseNumber')}</option>
          {player.numbers.map((number) => (
            <option key={number} value={number}>
              {number}
            </option>
          ))}
        </select>
      </div>
      <div className="funds-section">
        <label htmlFor={`${numberId}-receipts`} className="funds-section__title">
          {t('payments.makePayment.receipts')}
        </label>
        <input
          id={`${numberId}-receipts`}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          multiple
          className="make-payment__file"
          onChange={onReceipts}
        />
        <p className="form-field__hint">
          {receipts.length > 0
            ? t('payments.makePayment.receiptsChosen', { count: receipts.length })
            : t('payments.makePayment.receiptsHint', { max: String(MAX_RECEIPTS) })}
        </p>
        {receiptProblem ? (
          <p className="form-field__error" role="alert">
            {receiptProblem}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button--gold button--block" disabled={busy || remaining === 0}>
        {busy ? t('payments.makePayment.submitting') : t('payments.makePayment.submit')}
      </button>
      {modal ? (
        <Modal title={modal.title} role="alertdialog" onClose={() => setModal(null)}>
          {modal.lines.map((line) => (
            <p key={line} lang={modal.bengali ? 'bn' : undefined}>
              {line}
            </p>
          ))}
        </Modal>
      ) : null}
    </form>
  );
}
