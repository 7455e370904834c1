import type { StaffReferralPartner, StaffReferralPartnerInput } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingRow, MessageRow } from '@/components/table-rows';
import { ApiError } from '@/lib/api-client';
import { usePartnerReport, useReferralPartners, useSavePartner } from '../api/referral-partners';

const dhakaTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dhaka' });

const blank: Required<Omit<StaffReferralPartnerInput, 'status' | 'player_id'>> & { player_id: string } = {
  kind: 'affiliate',
  name: '',
  code: '',
  basis: 'ngr',
  share_percent: '',
  period: 'month',
  player_id: '',
};

/**
 * Agents and affiliates (issue 21): the records with their code and commission terms (reports.read), a form to
 * create one or suspend it (loyalty.manage), and a record's players in a week or month with their turnover, revenue,
 * deposits, the commission due and the commissions the job recorded.
 */
export function ReferralPartnersPanel({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const partners = useReferralPartners();
  const save = useSavePartner();
  const [form, setForm] = useState(blank);
  const [open, setOpen] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const done = (text: string) => setNotice({ kind: 'success', text });
  const failed = (error: Error) => setNotice({ kind: 'error', text: error instanceof ApiError ? error.message : t('referral.failed') });

  const create = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    save.mutate(
      { body: { ...form, player_id: form.player_id.trim() || null } },
      {
        onSuccess: (p) => {
          setForm(blank);
          done(t('referral.partners.created', { name: p.name, code: p.code }));
        },
        onError: failed,
      },
    );
  };
  const toggle = (p: StaffReferralPartner) => {
    setNotice(null);
    const status = p.status === 'active' ? 'suspended' : 'active';
    save.mutate(
      {
        id: p.id,
        body: { name: p.name, status, basis: p.basis, share_percent: p.share_percent, period: p.period, player_id: p.player_id },
      },
      {
        onSuccess: (saved) =>
          done(t('referral.partners.changed', { name: saved.name, status: t(`referral.partners.status.${saved.status}`) })),
        onError: failed,
      },
    );
  };

  return (
    <section className="referral-section" aria-label={t('referral.partners.title')}>
      <h2>{t('referral.partners.title')}</h2>
      <p className="muted">{t('referral.partners.intro')}</p>
      {notice ? (
        <p className={`form-alert form-alert--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      ) : null}
      <div className="data-table-wrap">
        <table className="data-table" aria-label={t('referral.partners.title')}>
          <thead>
            <tr>
              <th>{t('referral.partners.name')}</th>
              <th>{t('referral.partners.kind')}</th>
              <th>{t('referral.partners.code')}</th>
              <th>{t('referral.columns.status')}</th>
              <th>{t('referral.partners.terms')}</th>
              <th>{t('referral.partners.wallet')}</th>
              <th className="num">{t('referral.partners.players')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {partners.isPending ? <LoadingRow columns={8} /> : null}
            {partners.isError ? <MessageRow columns={8}>{t('referral.loadFailed', { message: partners.error.message })}</MessageRow> : null}
            {partners.data?.length === 0 ? <MessageRow columns={8}>{t('referral.partners.none')}</MessageRow> : null}
            {partners.data?.map((p) => (
              <tr key={p.id} data-testid={`partner-${p.code}`}>
                <td>{p.name}</td>
                <td>{t(`referral.partners.kinds.${p.kind}`)}</td>
                <td>
                  <code>{p.code}</code>
                </td>
                <td>{t(`referral.partners.status.${p.status}`)}</td>
                <td>
                  {t('referral.partners.termsText', {
                    share: p.share_percent,
                    basis: t(`referral.partners.bases.${p.basis}`),
                    period: t(`referral.partners.periods.${p.period}`),
                  })}
                </td>
                <td>{p.player_id ? `#${p.player_id}` : t('referral.partners.payable')}</td>
                <td className="num">{p.players}</td>
                <td>
                  <button
                    type="button"
                    className="button button--small button--secondary"
                    onClick={() => setOpen(open === p.id ? null : p.id)}
                  >
                    {open === p.id ? t('referral.partners.hidePlayers') : t('referral.partners.showPlayers')}
                  </button>{' '}
                  {canManage ? (
                    <button
                      type="button"
                      className="button button--small button--secondary"
                      disabled={save.isPending}
                      onClick={() => toggle(p)}
                    >
                      {p.status === 'active' ? t('referral.partners.suspend') : t('referral.partners.activate')}
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {open ? <PartnerReport id={open} /> : null}
      {canManage ? (
        <form onSubmit={create} aria-labelledby="referral-partner-new">
          <h3 id="referral-partner-new">{t('referral.partners.newTitle')}</h3>
          <div className="form-grid referral-form-grid">
            <label>
              {t('referral.partners.kind')}
              <select value={form.kind} onChange={(e) => setForm({ ...form, kind: e.target.value as 'agent' | 'affiliate' })}>
                <option value="affiliate">{t('referral.partners.kinds.affiliate')}</option>
                <option value="agent">{t('referral.partners.kinds.agent')}</option>
              </select>
            </label>
            <label>
              {t('referral.partners.name')}
              <input value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
            </label>
            <label>
              {t('referral.partners.code')}
              <input value={form.code} onChange={(e) => setForm({ ...form, code: e.target.value })} />
            </label>
            <label>
              {t('referral.partners.basis')}
              <select value={form.basis} onChange={(e) => setForm({ ...form, basis: e.target.value as 'ngr' | 'turnover' })}>
                <option value="ngr">{t('referral.partners.bases.ngr')}</option>
                <option value="turnover">{t('referral.partners.bases.turnover')}</option>
              </select>
            </label>
            <label>
              {t('referral.partners.share')}
              <input value={form.share_percent} onChange={(e) => setForm({ ...form, share_percent: e.target.value })} />
            </label>
            <label>
              {t('referral.partners.period')}
              <select value={form.period} onChange={(e) => setForm({ ...form, period: e.target.value as 'week' | 'month' })}>
                <option value="week">{t('referral.partners.periods.week')}</option>
                <option value="month">{t('referral.partners.periods.month')}</option>
              </select>
            </label>
            <label>
              {t('referral.partners.ownPlayer')}
              <input inputMode="numeric" value={form.player_id} onChange={(e) => setForm({ ...form, player_id: e.target.value })} />
            </label>
          </div>
          <button type="submit" className="button" disabled={save.isPending}>
            {t('referral.partners.create')}
          </button>
        </form>
      ) : null}
    </section>
  );
}

/** A record's players in one period (the current one first) and its commissions. */
function PartnerReport({ id }: { id: string }) {
  const { t } = useTranslation();
  const [periodStart, setPeriodStart] = useState('');
  const [draft, setDraft] = useState('');
  const report = usePartnerReport(id, periodStart);
  const r = report.data;
  return (
    <div className="referral-partner-report" aria-label={t('referral.partners.reportTitle')}>
      <form
        className="referral-filters"
        onSubmit={(e) => {
          e.preventDefault();
          setPeriodStart(draft.trim());
        }}
      >
        <div className="form-field">
          <label htmlFor={`partner-period-${id}`}>{t('referral.partners.periodStart')}</label>
          <input id={`partner-period-${id}`} placeholder="YYYY-MM-DD" value={draft} onChange={(e) => setDraft(e.target.value)} />
        </div>
        <button type="submit" className="button button--small">
          {t('referral.show')}
        </button>
      </form>
      {report.isPending ? <p className="muted">{t('referral.loading')}</p> : null}
      {report.isError ? <p className="form-alert form-alert--error">{report.error.message}</p> : null}
      {r ? (
        <>
          <h3>
            {t('referral.partners.reportOf', {
              name: r.partner.name,
              period: t(`referral.partners.periods.${r.period}`),
              start: r.period_start,
              end: r.period_end,
            })}
            {r.open ? ` (${t('referral.partners.open')})` : ''}
          </h3>
          <p data-testid="partner-totals">
            {t('referral.partners.totals', {
              players: r.totals.players,
              turnover: r.totals.turnover,
              ngr: r.totals.ngr,
              deposits: r.totals.deposits,
              due: r.totals.commission_due,
            })}
          </p>
          <div className="data-table-wrap">
            <table className="data-table" aria-label={t('referral.partners.playersTitle')}>
              <thead>
                <tr>
                  <th>{t('referral.columns.player')}</th>
                  <th>{t('referral.columns.signedUp')}</th>
                  <th className="num">{t('referral.columns.turnover')}</th>
                  <th className="num">{t('referral.partners.ngr')}</th>
                  <th className="num">{t('referral.partners.deposits')}</th>
                </tr>
              </thead>
              <tbody>
                {r.players.length === 0 ? <MessageRow columns={5}>{t('referral.partners.noPlayers')}</MessageRow> : null}
                {r.players.map((p) => (
                  <tr key={p.player_id}>
                    <td>
                      {p.username}
                      <div className="muted">#{p.player_id}</div>
                    </td>
                    <td>{dhakaTime.format(new Date(p.signed_up_at))}</td>
                    <td className="num">{p.turnover}</td>
                    <td className="num">{p.ngr}</td>
                    <td className="num">{p.deposits}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h3>{t('referral.partners.commissionsTitle')}</h3>
          <div className="data-table-wrap">
            <table className="data-table" aria-label={t('referral.partners.commissionsTitle')}>
              <thead>
                <tr>
                  <th>{t('referral.partners.periodStart')}</th>
                  <th className="num">{t('referral.partners.players')}</th>
                  <th className="num">{t('referral.columns.turnover')}</th>
                  <th className="num">{t('referral.partners.ngr')}</th>
                  <th className="num">{t('referral.partners.deposits')}</th>
                  <th className="num">{t('referral.partners.amount')}</th>
                  <th>{t('referral.columns.status')}</th>
                </tr>
              </thead>
              <tbody>
                {r.commissions.length === 0 ? <MessageRow columns={7}>{t('referral.partners.noCommissions')}</MessageRow> : null}
                {r.commissions.map((c) => (
                  <tr key={`${c.period}-${c.period_start}`}>
                    <td>
                      {t(`referral.partners.periods.${c.period}`)} {c.period_start}
                    </td>
                    <td className="num">{c.players}</td>
                    <td className="num">{c.turnover}</td>
                    <td className="num">{c.ngr}</td>
                    <td className="num">{c.deposits}</td>
                    <td className="num">{c.amount}</td>
                    <td>{t(`referral.partners.commissionStatus.${c.status}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </div>
  );
}
