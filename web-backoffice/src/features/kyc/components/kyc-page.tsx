import type { StaffKycRules } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '@/components/data-table.css';
import '@/components/form.css';
import { LoadingRow, MessageRow } from '@/components/table-rows';
import { useChangeKycRules, useKycQueue, useKycRules } from '../api/kyc-queue';
import './kyc.css';

/** When a submission came in, as staff in Bangladesh read it. */
const dhakaTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dhaka' });

/**
 * /kyc (issue 22): the submissions waiting for review (each opens the player's page, where the documents and the
 * decisions are) for kyc.review; and, for kyc.rules (admin), when a withdrawal needs an approved KYC.
 */
export function KycPage({ canSetRules }: { canSetRules: boolean }) {
  const { t } = useTranslation();
  const queue = useKycQueue();
  return (
    <div className="panel">
      <h1>{t('kyc.pageTitle')}</h1>
      <p className="muted">{t('kyc.intro')}</p>
      <div className="data-table-wrap">
        <table className="data-table" aria-label={t('kyc.queue')}>
          <thead>
            <tr>
              <th>{t('kyc.columns.player')}</th>
              <th>{t('kyc.columns.submitted')}</th>
              <th className="num">{t('kyc.columns.submissions')}</th>
            </tr>
          </thead>
          <tbody>
            {queue.isPending ? <LoadingRow columns={3} /> : null}
            {queue.isError ? <MessageRow columns={3}>{queue.error.message}</MessageRow> : null}
            {queue.data?.length === 0 ? <MessageRow columns={3}>{t('kyc.emptyQueue')}</MessageRow> : null}
            {queue.data?.map((item) => (
              <tr key={item.player_id} data-player={item.player_id}>
                <td>
                  <Link to={`/players/${encodeURIComponent(item.player_id)}`}>#{item.player_id}</Link>
                </td>
                <td>{dhakaTime.format(new Date(item.submitted_at))}</td>
                <td className="num">{item.submissions}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {canSetRules ? <KycRulesForm /> : null}
    </div>
  );
}

/** An amount field's text: empty means the rule is off. */
const asField = (amount: string | null) => amount ?? '';
const asRule = (field: string) => (field.trim() === '' ? null : field.trim());

function KycRulesForm() {
  const { t } = useTranslation();
  const rules = useKycRules(true);
  // kept here: the fields remount with the saved rules (their key), the notice stays
  const [saved, setSaved] = useState(false);
  if (rules.isPending) return <p className="muted">{t('kyc.loading')}</p>;
  if (rules.isError)
    return (
      <p className="form-alert form-alert--error" role="alert">
        {rules.error.message}
      </p>
    );
  return <KycRulesFields key={rules.data.updated_at} rules={rules.data} saved={saved} onSaved={setSaved} />;
}

function KycRulesFields({ rules, saved, onSaved }: { rules: StaffKycRules; saved: boolean; onSaved: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const change = useChangeKycRules();
  const [withdrawalOver, setWithdrawalOver] = useState(asField(rules.withdrawal_over));
  const [depositsOver, setDepositsOver] = useState(asField(rules.lifetime_deposits_over));
  const save = (event: FormEvent) => {
    event.preventDefault();
    onSaved(false);
    change.mutate(
      { withdrawal_over: asRule(withdrawalOver), lifetime_deposits_over: asRule(depositsOver) },
      { onSuccess: () => onSaved(true) },
    );
  };
  return (
    <form className="kyc-rules" onSubmit={save} aria-labelledby="kyc-rules-title">
      <h2 id="kyc-rules-title">{t('kyc.rules.title')}</h2>
      <p className="muted">{t('kyc.rules.intro')}</p>
      <label>
        {t('kyc.rules.withdrawalOver')}
        <input inputMode="decimal" value={withdrawalOver} onChange={(e) => setWithdrawalOver(e.target.value)} />
      </label>
      <label>
        {t('kyc.rules.depositsOver')}
        <input inputMode="decimal" value={depositsOver} onChange={(e) => setDepositsOver(e.target.value)} />
      </label>
      {change.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {change.error.message}
        </p>
      ) : null}
      {saved ? (
        <p className="form-alert form-alert--success" role="status">
          {t('kyc.rules.saved')}
        </p>
      ) : null}
      <div>
        <button type="submit" className="button button--primary" disabled={change.isPending}>
          {t('kyc.rules.save')}
        </button>
      </div>
    </form>
  );
}
