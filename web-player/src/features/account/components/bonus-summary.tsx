import { parseMoney } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRemainingTurnover } from '@/features/turnover/api/use-remaining-turnover';
import { currentLanguage } from '@/i18n';
import { formatAmount } from '@/lib/format';
import { useWallet } from '../api/get-wallet';

const isZero = (amount: string | undefined) => amount === undefined || parseMoney(amount) === 0n;

/**
 * The bonus balance and the turnover still to play before a withdrawal (issue 14: a 500.00 welcome bonus
 * was on no screen). Shown beside the main balance; with `always` false it hides while both are zero,
 * so a header without a bonus stays as it was.
 */
export function BonusSummary({ always = false, className = '' }: { always?: boolean; className?: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const bonus = useWallet().data?.bonus;
  const turnover = useRemainingTurnover();
  if (!always && isZero(bonus) && isZero(turnover)) return null;
  const money = (amount: string | undefined) => (amount === undefined ? '—' : `৳ ${formatAmount(amount, language)}`);
  return (
    <dl className={`bonus-summary ${className}`.trim()} data-testid="bonus-summary">
      <div>
        <dt>{t('account.bonusBalance')}</dt>
        <dd>{money(bonus)}</dd>
      </div>
      <div>
        <dt>
          <Link to="/turnover-record">{t('account.turnoverLeft')}</Link>
        </dt>
        <dd>{money(turnover)}</dd>
      </div>
    </dl>
  );
}
