import type { PaymentQueueItem } from '@khela/contracts';
import { useCallback, useEffect, useId, useState } from 'react';
import { useReceiptUrl } from '../api/get-receipt';
import { bdt } from './format';

type Receipt = PaymentQueueItem['receipts'][number];

function ReceiptImage({ receipt, alt, className }: { receipt: Receipt; alt: string; className: string }) {
  const { src, isError } = useReceiptUrl(receipt);
  if (isError) return <span className={`${className} receipt--missing`}>!</span>;
  if (!src) return <span className={`${className} receipt--loading`} aria-label={`${alt} (loading)`} />;
  return <img className={className} src={src} alt={alt} />;
}

/** Small previews in the table; a click opens the viewer at that receipt. */
export function ReceiptThumbs({ item, onOpen }: { item: PaymentQueueItem; onOpen: (index: number) => void }) {
  if (item.receipts.length === 0) return <span className="muted">none</span>;
  const total = item.receipts.length;
  return (
    <span className="receipt-thumbs">
      {item.receipts.map((receipt, index) => (
        <button
          key={receipt.id}
          type="button"
          className="receipt-thumb"
          title={`Open receipt ${index + 1} of ${total}`}
          aria-label={`Open receipt ${index + 1} of ${total}`}
          onClick={() => onOpen(index)}
        >
          <ReceiptImage receipt={receipt} alt={`Receipt ${index + 1} of ${total}`} className="receipt-thumb__img" />
        </button>
      ))}
    </span>
  );
}

/** A full-size look at a deposit's receipts next to the facts to compare; arrows page, Escape closes. */
export function ReceiptViewer({ item, start, onClose }: { item: PaymentQueueItem; start: number; onClose: () => void }) {
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

  return (
    <div className="confirm-backdrop" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div className="receipt-viewer panel" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className="receipt-viewer__head">
          <h2 id={titleId}>
            Receipt {index + 1} of {total}
          </h2>
          <span className="muted">
            {item.player.username} · {bdt(item.amount)} BDT · trx {item.transaction_id ?? '—'} · to {item.receiving_number ?? '—'}
          </span>
          <button type="button" className="button button--small button--secondary" onClick={onClose} autoFocus>
            Close
          </button>
        </div>
        <div className="receipt-viewer__stage">
          {receipt ? (
            <ReceiptImage key={receipt.id} receipt={receipt} alt={`Receipt ${index + 1} of ${total}`} className="receipt-viewer__img" />
          ) : null}
        </div>
        {total > 1 ? (
          <div className="receipt-viewer__nav">
            <button type="button" className="button button--small" onClick={() => step(-1)}>
              ← Previous
            </button>
            <button type="button" className="button button--small" onClick={() => step(1)}>
              Next →
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
