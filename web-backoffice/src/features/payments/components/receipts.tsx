import type { PaymentQueueItem } from '@khela/contracts';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReceiptUrl } from '../api/get-receipt';
import { bdt } from './format';

type Receipt = PaymentQueueItem['receipts'][number];

function ReceiptImage({ receipt, alt, className }: { receipt: Receipt; alt: string; className: string }) {
  const { t } = useTranslation();
  const { src, isError } = useReceiptUrl(receipt);
  if (isError) return <span className={`${className} receipt--missing`}>!</span>;
  if (!src) return <span className={`${className} receipt--loading`} aria-label={t('payments.receipts.loading', { receipt: alt })} />;
  return <img className={className} src={src} alt={alt} />;
}

/** Small previews in the table; a click opens the viewer at that receipt. */
export function ReceiptThumbs({ item, onOpen }: { item: PaymentQueueItem; onOpen: (index: number) => void }) {
  const { t } = useTranslation();
  if (item.receipts.length === 0) return <span className="muted">{t('payments.receipts.none')}</span>;
  const total = item.receipts.length;
  return (
    <span className="receipt-thumbs">
      {item.receipts.map((receipt, index) => {
        const place = { number: String(index + 1), total: String(total) };
        return (
          <button
            key={receipt.id}
            type="button"
            className="receipt-thumb"
            title={t('payments.receipts.open', place)}
            aria-label={t('payments.receipts.open', place)}
            onClick={() => onOpen(index)}
          >
            <ReceiptImage receipt={receipt} alt={t('payments.receipts.receipt', place)} className="receipt-thumb__img" />
          </button>
        );
      })}
    </span>
  );
}

/** A full-size look at a deposit's receipts next to the facts to compare; arrows page, Escape closes. */
export function ReceiptViewer({ item, start, onClose }: { item: PaymentQueueItem; start: number; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const total = item.receipts.length;
  const [index, setIndex] = useState(Math.min(start, Math.max(0, total - 1)));
  const step = useCallback((delta: number) => setIndex((i) => (i + delta + total) % total), [total]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      else if (event.key === 'ArrowRight') step(1);
      else if (event.key === 'ArrowLeft') step(-1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose, step]);
  const receipt = item.receipts[index];
  const name = t('payments.receipts.receipt', { number: String(index + 1), total: String(total) });

  return (
    <div className="confirm-backdrop" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div className="receipt-viewer panel" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className="receipt-viewer__head">
          <h2 id={titleId}>{name}</h2>
          <span className="muted">
            {t('payments.receipts.facts', {
              username: item.player.username,
              amount: bdt(item.amount),
              transactionId: item.transaction_id ?? '—',
              receivingNumber: item.receiving_number ?? '—',
            })}
          </span>
          <button type="button" className="button button--small button--secondary" onClick={onClose} autoFocus>
            {t('common.close')}
          </button>
        </div>
        <div className="receipt-viewer__stage">
          {receipt ? <ReceiptImage key={receipt.id} receipt={receipt} alt={name} className="receipt-viewer__img" /> : null}
        </div>
        {total > 1 ? (
          <div className="receipt-viewer__nav">
            <button type="button" className="button button--small" onClick={() => step(-1)}>
              {t('payments.receipts.previous')}
            </button>
            <button type="button" className="button button--small" onClick={() => step(1)}>
              {t('payments.receipts.next')}
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
