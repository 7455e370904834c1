import type { VipLevelName } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/components/page-status';
import { useSignOutOn401 } from '@/features/account/hooks/use-sign-out-on-401';
import { currentLanguage, type Language } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { formatAmount } from '@/lib/format';
import { readStored, StorageKeys } from '@/lib/session';
import { useConvertVipCoin } from '../api/convert-vip-coin';
import { useVipUser } from '../api/get-vip-user';
import { useLiveVip } from '../hooks/use-live-vip';
import './vip.css';

const levelName = (level: VipLevelName, language: Language) => (language === 'bn' ? level.name_bn : level.name_en);
const count = (n: number, language: Language) => n.toLocaleString(language === 'bn' ? 'bn-BD' : 'en-BD');
const newKey = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`).replace(/[^A-Za-z0-9_-]/g, '');

/**
 * /vip (spec 2.3): the player's real VIP level card, progress to the next level, total VP, the conversion to cash,
 * and the level's weekly cash-back with the cash rewards it is paid into (issue 21).
 */
export function VipPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const remoteId = readStored(StorageKeys.remoteId);
  const user = useVipUser(remoteId);
  useLiveVip(remoteId);
  useSignOutOn401(user.error);
  const convert = useConvertVipCoin(remoteId ?? '');
  const [amount, setAmount] = useState('');
  const [notice, setNotice] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  if (user.isPending) return <LoadingState />;
  if (user.isError) return <ErrorState title={t('vip.loadFailed')} detail={user.error.message} onRetry={() => void user.refetch()} />;
  const vip = user.data.vip;
  const points = user.data.vip_coin;
  // the fewest VP one conversion takes: staff set it, the server says what it is now (spec section 9: 10 until it has)
  const minimum = vip?.min_convert ?? 10;
  const typed = amount === '' ? null : Number(amount);
  // spec section 5: below the minimum the field says so while typing
  const belowMinimum = typed !== null && (!Number.isInteger(typed) || typed < minimum);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    if (typed === null || belowMinimum) {
      setNotice({ kind: 'error', text: t('vip.minimumRequired', { min: minimum }) });
      return;
    }
    convert.mutate(
      { vipCoin: typed, idempotencyKey: newKey() },
      {
        onSuccess: (answer) => {
          setAmount('');
          setNotice({
            kind: 'success',
            text: t('vip.converted', { points: count(answer.converted, language), amount: formatAmount(answer.amount, language) }),
          });
        },
        onError: (error) =>
          setNotice({ kind: 'error', text: error instanceof ApiError && error.message ? error.message : t('vip.convertFailed') }),
      },
    );
  };

  return (
    <div className="vip-page">
      <section className="vip-card" aria-labelledby="vip-level">
        <p className="vip-card__label">{t('vip.level')}</p>
        <h2 id="vip-level" className="vip-card__level">
          {vip ? levelName(vip.level, language) : '—'}
        </h2>
        {vip ? (
          <>
            <div
              className="vip-card__bar"
              role="progressbar"
              aria-label={t('vip.progressLabel')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={vip.progress_percent}
            >
              <span style={{ width: `${vip.progress_percent}%` }} />
            </div>
            <p className="vip-card__next">
              {vip.next_level
                ? t('vip.toNext', { points: count(vip.points_to_next, language), level: levelName(vip.next_level, language) })
                : t('vip.topLevel')}
            </p>
            <p className="vip-card__lifetime">{t('vip.lifetime', { points: count(vip.lifetime_points, language) })}</p>
          </>
        ) : null}
      </section>

      <section className="vip-convert" aria-labelledby="vip-total">
        <div className="vip-convert__total">
          <span>{t('vip.totalVp')}</span>
          <strong id="vip-total" data-testid="vip-total">
            {count(points, language)}
          </strong>
        </div>
        {vip ? <p className="vip-convert__rate">{t('vip.rate', { amount: formatAmount(vip.conversion_rate, language) })}</p> : null}
        <form onSubmit={submit} noValidate>
          <label htmlFor="vip-amount">{t('vip.convertLabel')}</label>
          <div className="vip-convert__row">
            <input
              id="vip-amount"
              type="number"
              inputMode="numeric"
              min={minimum}
              step={1}
              value={amount}
              onChange={(event) => {
                setAmount(event.target.value);
                setNotice(null);
              }}
              aria-invalid={belowMinimum}
              aria-describedby={belowMinimum ? 'vip-amount-hint' : undefined}
            />
            <button type="submit" disabled={convert.isPending}>
              {t('vip.convert')}
            </button>
          </div>
          {belowMinimum ? (
            <p id="vip-amount-hint" className="vip-convert__hint">
              {t('vip.notEnoughPoints')}
            </p>
          ) : null}
          {notice ? (
            <p role={notice.kind === 'error' ? 'alert' : 'status'} className={`vip-convert__notice vip-convert__notice--${notice.kind}`}>
              {notice.text}
            </p>
          ) : null}
        </form>
      </section>

      {vip ? (
        <section className="vip-cashback" aria-labelledby="vip-cashback-title">
          <h3 id="vip-cashback-title">{t('vip.cashbackTitle')}</h3>
          <p className="vip-cashback__rate" data-testid="vip-cashback-rate">
            {Number(vip.weekly_cashback_percent) > 0
              ? t('vip.cashbackRate', { percent: formatAmount(vip.weekly_cashback_percent, language) })
              : t('vip.cashbackNone')}
          </p>
          <p className="vip-cashback__how">{t('vip.cashbackHow')}</p>
          <div className="vip-cashback__rewards">
            <span>{t('vip.cashRewards')}</span>
            <strong data-testid="vip-cash-rewards">৳ {formatAmount(user.data.cash_bonus, language)}</strong>
          </div>
        </section>
      ) : null}
    </div>
  );
}
