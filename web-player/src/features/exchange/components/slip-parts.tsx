import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/lib/format';
import type { Language } from '@/i18n';

const quickStakes = ['100', '500', '1000', '5000'];

/** The stake field of a bet slip (match odds, bookmaker, fancy): typed, or one of the quick amounts. */
export function SlipStake({ stake, onStake, disabled }: { stake: string; onStake: (stake: string) => void; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <label className="bet-slip__stake">
      <span className="bet-slip__label">{t('exchange.slip.stake')}</span>
      <input inputMode="decimal" value={stake} placeholder="0.00" disabled={disabled} onChange={(e) => onStake(e.target.value)} />
    </label>
  );
}

export function QuickStakes({ onStake, disabled }: { onStake: (stake: string) => void; disabled: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  return (
    <div className="bet-slip__quick" role="group" aria-label={t('exchange.slip.quickStakes')}>
      {quickStakes.map((amount) => (
        <button key={amount} type="button" disabled={disabled} onClick={() => onStake(amount)}>
          {formatAmount(amount, language).replace(/\.00$|\.০০$/, '')}
        </button>
      ))}
    </div>
  );
}

/** What the slip's stake would win and what it holds (a dash until the stake is valid). */
export function SlipFigures({
  figures,
  liabilityLabel,
}: {
  figures: { profit: string; liability: string } | null;
  liabilityLabel: string;
}) {
  const { t, i18n } = useTranslation();
  const money = (amount: string) => `৳ ${formatAmount(amount, i18n.language as Language)}`;
  return (
    <dl className="bet-slip__figures">
      <div>
        <dt>{t('exchange.slip.profit')}</dt>
        <dd className="bet-slip__profit">{figures ? money(figures.profit) : '—'}</dd>
      </div>
      <div>
        <dt>{liabilityLabel}</dt>
        <dd className="bet-slip__liability">{figures ? money(figures.liability) : '—'}</dd>
      </div>
    </dl>
  );
}
