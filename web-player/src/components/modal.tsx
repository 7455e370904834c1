import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './modal.css';

interface ModalProps {
  title: string;
  children: ReactNode;
  /** Buttons at the bottom; when absent a Close button is shown. */
  actions?: ReactNode;
  onClose: () => void;
  /** 'alertdialog' for errors so screen readers announce them at once. */
  role?: 'dialog' | 'alertdialog';
}

/** A centred pop-up over a mask: Escape and the close button close it; focus moves into it on open. */
export function Modal({ title, children, actions, onClose, role = 'dialog' }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // Callers pass a new onClose on every render: kept in a ref, so focus moves in once, on open. (With
  // onClose in the effect's dependencies, every re-render of the page under a pop-up moved focus out and
  // back in, each time forcing a layout.)
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    // preventScroll: the pop-up is fixed in the viewport, so there is nothing to scroll to, and a focus that may
    // scroll makes the browser lay out the whole page there and then, inside this effect (issue 14).
    panel.current?.querySelector<HTMLElement>('button, a[href]')?.focus({ preventScroll: true });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, []);

  return (
    <div className="modal-mask">
      <div ref={panel} className="modal" role={role} aria-modal="true" aria-labelledby={titleId}>
        <div className="modal__head">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="modal__close" aria-label={t('close')} onClick={onClose}>
            ×
          </button>
        </div>
        <div className="modal__body">{children}</div>
        <div className="modal__actions">
          {actions ?? (
            <button type="button" className="button button--gold" onClick={onClose}>
              {t('ok')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}

/** The Error modal of spec section 8 (verification failures and the like). */
export function ErrorModal({ message, onClose }: { message: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('errorTitle')} role="alertdialog" onClose={onClose}>
      <p>{message}</p>
    </Modal>
  );
}
