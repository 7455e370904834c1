import type { TransactionRecord as Transaction } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal';
import { ErrorState, LoadingState } from '@/components/page-status';
import { currentLanguage, type Language } from '@/i18n';
import type { en } from '@/i18n/locales/en';
import { formatAmount, formatDhakaDateTime, formatDhakaDay, DISPLAY_TIME_ZONE, locales } from '@/lib/format';
import { readStored, StorageKeys } from '@/lib/session';
import { useTransactions } from '../api/get-transactions';
import {
  defaultFilters,
  filterTransactions,
  groupByDay,
  type DateFilter,
  type StatusFilter,
  type TransactionFilters,
  type TypeFilter,
} from '../lib/transaction-filters';
import './payments.css';

// The labels this page picks by key; `reason` and `transactionId` take a value, so i18next's types require options for them.
type RecordKey = Exclude<keyof (typeof en)['payments']['records'], 'reason' | 'transactionId'>;

const statusOptions: [StatusFilter, RecordKey][] = [
  ['all', 'all'],
  ['pending', 'pending'],
  ['fail', 'fail'],
  ['success', 'success'],
];
const typeOptions: [TypeFilter, RecordKey][] = [
  ['all', 'all'],
  ['deposit', 'deposit'],
  ['withdraw', 'withdrawal'],
];
const dateOptions: [DateFilter, RecordKey][] = [
  ['today', 'today'],
  ['yesterday', 'yesterday'],
  ['last7', 'last7'],
  ['all', 'all'],
];

const actionKey: Record<Transaction['action'], RecordKey> = {
  deposit: 'deposit',
  withdraw: 'withdrawal',
  bonus: 'bonus',
};
/** Spec section 4: key 0 shows as Processing, 1 Success, 2 Fail. */
const statusTag: Record<Transaction['key'], { label: RecordKey; tone: string }> = {
  '0': { label: 'processing', tone: 'processing' },
  '1': { label: 'success', tone: 'success' },
  '2': { label: 'fail', tone: 'fail' },
};

function dhakaTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(locales[language], { timeZone: DISPLAY_TIME_ZONE, timeStyle: 'short' }).format(new Date(iso));
}

function FilterRow<V extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: [V, RecordKey][];
  value: V;
  onChange: (value: V) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="records-filter">
      <legend className="records-filter__label">{label}</legend>
      <div className="funds-chips">
        {options.map(([option, key]) => (
          <button key={option} type="button" className="funds-chip" aria-pressed={value === option} onClick={() => onChange(option)}>
            {t(`payments.records.${key}`)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** /transaction-record (spec section 2.3): filters, the list grouped by Dhaka day, and a details pop-up. */
export function TransactionRecord({ now }: { now?: Date }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const transactions = useTransactions(readStored(StorageKeys.remoteId));
  const [filters, setFilters] = useState<TransactionFilters>(defaultFilters);
  const [open, setOpen] = useState<Transaction | null>(null);
  const set =
    <K extends keyof TransactionFilters>(key: K) =>
    (value: TransactionFilters[K]) =>
      setFilters((f) => ({ ...f, [key]: value }));

  const groups = groupByDay(filterTransactions(transactions.data ?? [], filters, now ?? new Date()));

  return (
    <div className="records">
      <div className="records-filters" aria-label={t('payments.records.filters')} role="group">
        <FilterRow label={t('payments.records.status')} options={statusOptions} value={filters.status} onChange={set('status')} />
        <FilterRow label={t('payments.records.paymentType')} options={typeOptions} value={filters.type} onChange={set('type')} />
        <FilterRow label={t('payments.records.date')} options={dateOptions} value={filters.date} onChange={set('date')} />
      </div>
      {transactions.isPending ? <LoadingState /> : null}
      {transactions.isError ? (
        <ErrorState
          title={t('payments.records.loadFailed')}
          detail={transactions.error.message}
          onRetry={() => void transactions.refetch()}
        />
      ) : null}
      {transactions.isSuccess && groups.length === 0 ? <p className="funds-empty">{t('payments.records.noData')}</p> : null}
      {groups.map((group) => (
        <section key={group.day} className="records-day" aria-label={formatDhakaDay(group.day, language)}>
          <h3 className="records-day__title">{formatDhakaDay(group.day, language)}</h3>
          <ul className="records-list">
            {group.records.map((record) => {
              const tag = statusTag[record.key] ?? statusTag['0'];
              return (
                <li key={`${record.action}-${record.id}`}>
                  <button type="button" className="records-item" onClick={() => setOpen(record)}>
                    <span className="records-item__type">{t(`payments.records.${actionKey[record.action] ?? 'deposit'}`)}</span>
                    <span className="records-item__amount">৳ {formatAmount(record.amount, language)}</span>
                    <span className={`records-tag records-tag--${tag.tone}`}>{t(`payments.records.${tag.label}`)}</span>
                    <time className="records-item__time" dateTime={record.created_at}>
                      {dhakaTime(record.created_at, language)}
                    </time>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      {open ? <TransactionDetails record={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}

function TransactionDetails({ record, onClose }: { record: Transaction; onClose: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const finished = record.key !== '0';
  const steps = [
    { label: t('payments.records.received'), at: record.created_at, done: true },
    { label: t('payments.records.initiated'), at: record.created_at, done: true },
    {
      label: record.key === '2' ? t('payments.records.failed') : t('payments.records.completed'),
      at: finished ? record.updated_at : null,
      done: finished,
    },
  ];
  return (
    <Modal title={t('payments.records.detailsTitle')} onClose={onClose}>
      <ol className="records-timeline">
        {steps.map((step) => (
          <li
            key={step.label}
            className={`records-timeline__step${step.done ? ' records-timeline__step--done' : ''}${record.key === '2' && step.at === record.updated_at && finished ? ' records-timeline__step--fail' : ''}`}
          >
            <span className="records-timeline__label">{step.label}</span>
            {step.at ? <time dateTime={step.at}>{formatDhakaDateTime(step.at, language)}</time> : null}
          </li>
        ))}
      </ol>
      <table className="records-table">
        <thead>
          <tr>
            <th scope="col">{t('payments.records.colNo')}</th>
            <th scope="col">{t('payments.records.colType')}</th>
            <th scope="col">{t('payments.records.colMethod')}</th>
            <th scope="col">{t('payments.records.colBank')}</th>
            <th scope="col">{t('payments.records.colAmount')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>1</td>
            <td>{t(`payments.records.${actionKey[record.action] ?? 'deposit'}`)}</td>
            <td>{record.payment_method?.type || t('payments.records.agent')}</td>
            <td>{record.payment_method?.name || '—'}</td>
            <td>৳ {formatAmount(record.amount, language)}</td>
          </tr>
        </tbody>
      </table>
      {record.transaction_id ? <p className="records-note">{t('payments.records.transactionId', { id: record.transaction_id })}</p> : null}
      {record.reason ? (
        <p className="form-message form-message--error" role="alert">
          {t('payments.records.reason', { reason: record.reason })}
        </p>
      ) : null}
    </Modal>
  );
}
