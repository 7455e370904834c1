import { useTranslation } from 'react-i18next';
import { usePriceChange } from '../hooks/use-price-change';
import { formatPrice } from '../lib/odds-format';

interface PriceCellProps {
  side: 'back' | 'lay';
  /** Undefined: an empty cell (no price at this level, or the row is closed). */
  price: number | undefined;
  /** The small line under the price: the size available, or a fancy line's rate. */
  detail?: string;
  /** What a screen reader says; by default the side and the price. */
  label?: string;
  /** The best level of its side (deeper levels are paler). */
  best?: boolean;
  /** Given: the price is a button that opens the bet slip at it (issue 18). */
  onPick?: (price: number) => void;
}

/**
 * One price: in back (blue) or lay (pink) colours, flashed briefly when it moves. With `onPick` it is a
 * button that opens the bet slip (issue 18); without it (a closed row) it is shown only.
 */
export function PriceCell({ side, price, detail, label, best = true, onPick }: PriceCellProps) {
  const { t } = useTranslation();
  const { move, changes } = usePriceChange(price);
  const className = `price-cell price-cell--${side}${best ? '' : ' price-cell--depth'}${move ? ` price-cell--${move}` : ''}`;
  if (price === undefined) {
    return (
      <span className={className} aria-hidden="true">
        <span className="price-cell__price">&nbsp;</span>
      </span>
    );
  }
  const shown = formatPrice(price);
  if (onPick) {
    return (
      <button
        key={changes}
        type="button"
        className={`${className} price-cell--button`}
        aria-label={label ?? `${t(side === 'back' ? 'exchange.back' : 'exchange.lay')} ${shown}`}
        onClick={() => onPick(price)}
      >
        <span className="price-cell__price">{shown}</span>
        {detail !== undefined ? <span className="price-cell__size">{detail}</span> : null}
      </button>
    );
  }
  return (
    // role img: one name for the price and its size (a plain span may not carry a label).
    <span
      key={changes}
      role="img"
      className={className}
      aria-label={label ?? `${t(side === 'back' ? 'exchange.back' : 'exchange.lay')} ${shown}`}
    >
      <span className="price-cell__price">{shown}</span>
      {detail !== undefined ? <span className="price-cell__size">{detail}</span> : null}
    </span>
  );
}
