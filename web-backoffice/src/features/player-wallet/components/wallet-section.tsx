import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/components/data-table.css';
import '@/components/form.css';
import { usePlayerWallet } from '../api/get-wallet';
import { AdjustDialog } from './adjust-dialog';
import { bdt } from './format';
import { PendingAdjustments } from './pending-adjustments';
import { StatementTable } from './statement-table';
import './wallet.css';

export interface WalletPermissions {
  /** payments.read: balances, statement, export, pending list. */
  read: boolean;
  /** wallet.adjust: Adjust balance, Confirm, Reject. */
  adjust: boolean;
}

/** The balances shown, in this order (labels: playerWallet.accounts.*). */
const balanceKinds = ['main', 'held', 'exposure', 'bonus', 'cash_rewards'] as const;

/** Finance on one player's wallet; nothing is shown without payments.read. */
export function WalletSection({ playerId, can }: { playerId: string; can: WalletPermissions }) {
  if (!can.read) return null;
  return <WalletPanel playerId={playerId} canAdjust={can.adjust} />;
}

function WalletPanel({ playerId, canAdjust }: { playerId: string; canAdjust: boolean }) {
  const { t } = useTranslation();
  const wallet = usePlayerWallet(playerId);
  const [adjusting, setAdjusting] = useState(false);
  return (
    <section className="panel wallet-section" aria-label={t('playerWallet.title')}>
      <div className="wallet-head">
        <h2>{t('playerWallet.title')}</h2>
        {canAdjust && wallet.data ? (
          <button type="button" className="button button--primary" onClick={() => setAdjusting(true)}>
            {t('playerWallet.adjustBalance')}
          </button>
        ) : null}
      </div>
      {wallet.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {wallet.error.message}
        </p>
      ) : null}
      {wallet.data ? (
        <dl className="wallet-balances">
          {balanceKinds.map((kind) => (
            <div key={kind}>
              <dt>{t(`playerWallet.accounts.${kind}`)}</dt>
              <dd className="money">
                {bdt(wallet.data[kind])} {wallet.data.currency}
              </dd>
            </div>
          ))}
        </dl>
      ) : wallet.isPending ? (
        <p className="muted">{t('playerWallet.loadingWallet')}</p>
      ) : null}
      <PendingAdjustments playerId={playerId} canAdjust={canAdjust} />
      <StatementTable playerId={playerId} />
      {adjusting && wallet.data ? (
        <AdjustDialog playerId={playerId} currency={wallet.data.currency} onClose={() => setAdjusting(false)} />
      ) : null}
    </section>
  );
}
