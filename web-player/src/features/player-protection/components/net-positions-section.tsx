import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/components/page-status';
import { currentLanguage } from '@/i18n';
import { formatAmount } from '@/lib/format';
import './account-protection.css';
import { useNetPositions, type NetPositionItem } from '../api/net-positions';

/**
 * Net deposits (deposits credited minus withdrawals paid out) and net position (wins minus stakes; bonuses
 * apart) for the last 30 days, 6 months and 12 months (issue 16). The server computes them from the ledger
 * (api player-protection domain/net-positions.ts states the rule).
 */
export function NetPositionsSection() {
  const { t } = useTranslation();
  const positions = useNetPositions();
  return (
    <section className="responsible-gaming__kind net-positions" aria-labelledby="net-positions-title">
      <h3 id="net-positions-title" className="responsible-gaming__heading">
        {t('netPositions.heading')}
      </h3>
      <p className="responsible-gaming__intro">{t('netPositions.intro')}</p>
      {positions.isPending ? <LoadingState /> : null}
      {positions.isError ? (
        <ErrorState title={t('netPositions.loadFailed')} detail={positions.error.message} onRetry={() => void positions.refetch()} />
      ) : null}
      {positions.data ? (
        <ul className="net-positions__spans">
          {positions.data.spans.map((item) => (
            <li key={item.span}>
              <SpanCard item={item} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function SpanCard({ item }: { item: NetPositionItem }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const money = (amount: string) => `৳ ${formatAmount(amount, language)}`;
  const sign = (amount: string) => (amount.startsWith('-') ? 'negative' : amount === '0.00' ? 'zero' : 'positive');
  const rows: [string, string, boolean?][] = [
    [t('netPositions.deposits'), item.deposits],
    [t('netPositions.withdrawals'), item.withdrawals],
    [t('netPositions.netDeposits'), item.net_deposits, true],
    [t('netPositions.stakes'), item.stakes],
    [t('netPositions.wins'), item.wins],
    [t('netPositions.netPosition'), item.net_position, true],
    [t('netPositions.bonuses'), item.bonuses],
  ];
  return (
    <div className="form-card net-positions__card">
      <h4 className="form-card__title">{t(`netPositions.span.${item.span}`)}</h4>
      <dl className="net-positions__figures">
        {rows.map(([label, amount, total]) => (
          <div key={label} className={total ? `net-positions__total net-positions__total--${sign(amount)}` : undefined}>
            <dt>{label}</dt>
            <dd>{money(amount)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
