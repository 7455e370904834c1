import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal';
import { currentLanguage } from '@/i18n';
import { formatAmount } from '@/lib/format';
import { formatElapsed, netOf } from '../lib/session-clock';
import type { RealityCheckAction } from '../api/session';

export interface RealityCheckModalProps {
  elapsedSeconds: number;
  /** The session's net from the API ("-410.00"): + a win, - a loss. */
  net: string;
  staked: string;
  won: string;
  /** The action being sent, while it is. */
  pending: RealityCheckAction | null;
  error?: string | null;
  onAnswer: (action: RealityCheckAction) => void;
}

/**
 * The reality check (issue 16): how long this session has lasted and what it came to, with continue,
 * see history (the betting record) and log out. It cannot be dismissed without an answer (Escape and the
 * close button continue, which is recorded like the button).
 */
export function RealityCheckModal({ elapsedSeconds, net, staked, won, pending, error, onAnswer }: RealityCheckModalProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const result = netOf(net);
  const busy = pending !== null;
  const netText =
    result.kind === 'even'
      ? t('realityCheck.even')
      : t(result.kind === 'win' ? 'realityCheck.netWin' : 'realityCheck.netLoss', { amount: `৳${formatAmount(result.amount, language)}` });
  return (
    <Modal
      title={t('realityCheck.title')}
      role="alertdialog"
      onClose={() => {
        if (!busy) onAnswer('continue');
      }}
      actions={
        <>
          <button type="button" className="button button--gold" disabled={busy} onClick={() => onAnswer('continue')}>
            {t('realityCheck.continue')}
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => onAnswer('history')}>
            {t('realityCheck.history')}
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => onAnswer('logout')}>
            {t('realityCheck.logout')}
          </button>
        </>
      }
    >
      <p>{t('realityCheck.intro')}</p>
      <dl className="reality-check__facts">
        <div>
          <dt>{t('realityCheck.elapsed')}</dt>
          <dd className="reality-check__elapsed">{formatElapsed(elapsedSeconds, language)}</dd>
        </div>
        <div>
          <dt>{t('realityCheck.staked')}</dt>
          <dd>৳{formatAmount(staked, language)}</dd>
        </div>
        <div>
          <dt>{t('realityCheck.won')}</dt>
          <dd>৳{formatAmount(won, language)}</dd>
        </div>
        <div>
          <dt>{t('realityCheck.result')}</dt>
          <dd className={`reality-check__net reality-check__net--${result.kind}`}>{netText}</dd>
        </div>
      </dl>
      {error ? (
        <p className="reality-check__error" role="alert">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
