import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './fold-text.css';

/** Footer text that folds to `collapsedHeight` px with Show More / Show Less (spec sections 4 and 9). */
export function FoldText({ collapsedHeight, children }: { collapsedHeight: number; children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className={`fold-text${open ? ' fold-text--open' : ''}`}>
      <div id={id} className="fold-text__body" style={open ? undefined : { maxHeight: collapsedHeight }}>
        {children}
      </div>
      <button
        type="button"
        className="fold-text__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? t('footer.showLess') : t('footer.showMore')}
      </button>
    </div>
  );
}
