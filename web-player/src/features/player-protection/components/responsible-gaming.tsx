import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, FormMessage } from '@/components/form-field';
import { ErrorState, LoadingState } from '@/components/page-status';
import { currentLanguage } from '@/i18n';
import { formatAmount, formatDhakaDateTime, formatNumber } from '@/lib/format';
import {
  useConfirmLimit,
  useLimits,
  useSetLimit,
  type DepositLimitChangeAnswer,
  type DepositLimitsAnswer,
  type LimitKind,
} from '../api/deposit-limits';
import { ExclusionSection } from './exclusion-section';
import { NetPositionsSection } from './net-positions-section';
import { StatementSection } from './statement-section';
import { SessionSettingsSection } from './session-settings-section';
import './responsible-gaming.css';

type LimitItem = DepositLimitsAnswer['limits'][number];
type Notice = { kind: 'success' | 'error'; text: string } | null;

const amountPattern = /^\d{1,13}(\.\d{1,2})?$/;

const kindText = {
  deposit: { heading: 'responsibleGaming.depositLimits', used: 'responsibleGaming.used', newLimit: 'responsibleGaming.newLimit' },
  wager: { heading: 'responsibleGaming.wagerLimits', used: 'responsibleGaming.wagered', newLimit: 'responsibleGaming.newWagerLimit' },
  loss: { heading: 'responsibleGaming.lossLimits', used: 'responsibleGaming.netLoss', newLimit: 'responsibleGaming.newLossLimit' },
} as const;

/**
 * /responsible-gaming: the player's deposit, wager and loss limits per rolling 24 hours, 7 days and 30
 * days (issue 16). A lower limit applies at once; a higher one or none waits the cooling-off, then the
 * player confirms it here. Then a time-out or self-exclusion (exclusion-section.tsx). The server decides
 * and says so (its messages come in the page's language).
 */
export function ResponsibleGaming() {
  const { t } = useTranslation();
  const deposits = useLimits('deposit');

  return (
    <div className="responsible-gaming">
      <p className="responsible-gaming__intro">
        {t('responsibleGaming.intro', { hours: formatNumber(deposits.data?.cooling_off_hours ?? 24, currentLanguage()) })}
      </p>
      <p className="responsible-gaming__intro">{t('responsibleGaming.playIntro')}</p>
      <LimitsSection kind="deposit" />
      <LimitsSection kind="wager" />
      <LimitsSection kind="loss" />
      <SessionSettingsSection />
      <ExclusionSection />
      <NetPositionsSection />
      <StatementSection />
    </div>
  );
}

function LimitsSection({ kind }: { kind: LimitKind }) {
  const { t } = useTranslation();
  const limits = useLimits(kind);
  const heading = t(kindText[kind].heading);

  return (
    <section className="responsible-gaming__kind" aria-label={heading}>
      <h3 className="responsible-gaming__heading">{heading}</h3>
      {limits.isPending ? <LoadingState /> : null}
      {limits.isError ? (
        <ErrorState title={t('responsibleGaming.loadFailed')} detail={limits.error.message} onRetry={() => void limits.refetch()} />
      ) : null}
      {limits.data ? (
        <ul className="responsible-gaming__limits">
          {limits.data.limits.map((item) => (
            <li key={item.period}>
              <LimitCard kind={kind} item={item} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function LimitCard({ kind, item }: { kind: LimitKind; item: LimitItem }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const setLimit = useSetLimit(kind);
  const confirm = useConfirmLimit(kind);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [notice, setNotice] = useState<Notice>(null);
  const title = t(`responsibleGaming.period.${item.period}`);
  const money = (amount: string) => `৳ ${formatAmount(amount, language)}`;

  const done = (answer: DepositLimitChangeAnswer) => setNotice({ kind: 'success', text: answer.message });
  const failed = (error: Error) => setNotice({ kind: 'error', text: error.message });

  const save = (limit: string | null) => {
    setNotice(null);
    setLimit.mutate({ period: item.period, limit }, { onSuccess: done, onError: failed });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim();
    if (!amountPattern.test(text) || Number(text) <= 0) {
      setFieldError(t('responsibleGaming.amountInvalid'));
      return;
    }
    setFieldError(undefined);
    save(text);
  };

  return (
    <section className="form-card responsible-gaming__card" aria-label={title}>
      <h4 className="form-card__title">{title}</h4>
      <dl className="responsible-gaming__figures">
        <div>
          <dt>{t('responsibleGaming.limit')}</dt>
          <dd>{item.limit === null ? t('responsibleGaming.noLimit') : money(item.limit)}</dd>
        </div>
        <div>
          <dt>{t(kindText[kind].used)}</dt>
          <dd>{money(item.used)}</dd>
        </div>
        {item.remaining !== null ? (
          <div>
            <dt>{t('responsibleGaming.remaining')}</dt>
            <dd>{money(item.remaining)}</dd>
          </div>
        ) : null}
      </dl>
      {item.pending ? (
        <div className="responsible-gaming__pending">
          <p>
            {item.pending.limit === null
              ? t('responsibleGaming.pendingRemoval')
              : t('responsibleGaming.pendingIncrease', { amount: money(item.pending.limit) })}{' '}
            {item.pending.confirmable
              ? t('responsibleGaming.confirmableNow')
              : t('responsibleGaming.confirmableFrom', { time: formatDhakaDateTime(item.pending.confirmable_at, language) })}
          </p>
          <button
            type="button"
            className="button button--gold"
            disabled={!item.pending.confirmable || confirm.isPending}
            onClick={() => {
              setNotice(null);
              confirm.mutate(item.period, { onSuccess: done, onError: failed });
            }}
          >
            {t('responsibleGaming.confirm')}
          </button>
        </div>
      ) : null}
      <form className="responsible-gaming__form" onSubmit={onSubmit} noValidate>
        <FormField
          label={t(kindText[kind].newLimit, { period: title })}
          inputMode="decimal"
          autoComplete="off"
          placeholder="5000"
          value={value}
          error={fieldError}
          onChange={(event) => setValue(event.target.value)}
        />
        <div className="responsible-gaming__actions">
          <button type="submit" className="button button--gold" disabled={setLimit.isPending}>
            {t('responsibleGaming.save')}
          </button>
          {item.limit !== null && item.pending?.limit !== null ? (
            <button type="button" className="button button--outline" disabled={setLimit.isPending} onClick={() => save(null)}>
              {t('responsibleGaming.remove')}
            </button>
          ) : null}
        </div>
      </form>
      <FormMessage kind={notice?.kind ?? 'success'}>{notice?.text}</FormMessage>
    </section>
  );
}
