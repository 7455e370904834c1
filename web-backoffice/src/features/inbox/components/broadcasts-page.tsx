import type { BroadcastAudience, BroadcastView, VipLevelLabel } from '@khela/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import '@/components/data-table.css';
import '@/components/form.css';
import { LoadingRow, MessageRow } from '@/components/table-rows';
import { useBroadcastVipLevels } from '../api/broadcast-vip-levels';
import { useBroadcasts, useScheduleBroadcast } from '../api/broadcasts';
import { dhakaLocalToIso } from '../lib/dhaka-time';
import './broadcasts.css';

const dhakaTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dhaka' });

type AudienceKind = BroadcastAudience['kind'];
type Deposited = 'any' | 'yes' | 'no';

interface Draft {
  titleEn: string;
  titleBn: string;
  messageEn: string;
  messageBn: string;
  kind: AudienceKind;
  username: string;
  registeredFrom: string;
  registeredTo: string;
  deposited: Deposited;
  activeWithinDays: string;
  /** VIP level codes ticked; none: any level. */
  vipLevels: string[];
  sendAt: string;
}

const empty: Draft = {
  titleEn: '',
  titleBn: '',
  messageEn: '',
  messageBn: '',
  kind: 'all',
  username: '',
  registeredFrom: '',
  registeredTo: '',
  deposited: 'any',
  activeWithinDays: '',
  vipLevels: [],
  sendAt: '',
};

/** The audience the form describes (the server checks it again, with its own messages). */
function audienceOf(d: Draft): BroadcastAudience {
  if (d.kind === 'all') return { kind: 'all' };
  if (d.kind === 'player') return { kind: 'player', username: d.username.trim() };
  return {
    kind: 'segment',
    ...(d.registeredFrom ? { registeredFrom: d.registeredFrom } : {}),
    ...(d.registeredTo ? { registeredTo: d.registeredTo } : {}),
    ...(d.deposited === 'any' ? {} : { deposited: d.deposited === 'yes' }),
    ...(d.activeWithinDays ? { activeWithinDays: Number(d.activeWithinDays) } : {}),
    ...(d.vipLevels.length ? { vipLevels: d.vipLevels } : {}),
  };
}

/**
 * The segment's VIP levels as ticks (none ticked: any level), from the levels that exist; the server checks
 * them again against the levels at the time.
 */
function VipLevelsChoice({ selected, onChange }: { selected: readonly string[]; onChange: (codes: string[]) => void }) {
  const { t, i18n } = useTranslation();
  const levels = useBroadcastVipLevels();
  const toggle = (code: string, on: boolean) => onChange(on ? [...selected, code] : selected.filter((c) => c !== code));
  return (
    <fieldset className="broadcast-vip">
      <legend>{t('inbox.vipLevels')}</legend>
      {levels.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {t('inbox.vipLevelsFailed')}
        </p>
      ) : null}
      <div className="broadcast-vip__options">
        {levels.data?.levels.map((level) => (
          <label key={level.code} className="broadcast-vip__option">
            <input type="checkbox" checked={selected.includes(level.code)} onChange={(e) => toggle(level.code, e.target.checked)} />
            {i18n.language === 'bn' ? level.name_bn : level.name_en}
          </label>
        ))}
      </div>
      <p className="form-field__hint">{t('inbox.vipLevelsHint')}</p>
    </fieldset>
  );
}

function Field({ label, children }: { label: string; children: (id: string) => React.ReactNode }) {
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

/**
 * Content (and admin) staff write a message for players' inboxes, in English and Bangla, to everyone, a
 * segment or one player, now or at a Dhaka time; below, the latest broadcasts with their delivery counts.
 */
export function BroadcastsPage() {
  const { t, i18n } = useTranslation();
  const broadcasts = useBroadcasts();
  const vipLevels = useBroadcastVipLevels();
  const schedule = useScheduleBroadcast();
  const [draft, setDraft] = useState<Draft>(empty);
  const [notice, setNotice] = useState<string | null>(null);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const levelName = (code: string) => {
    const level: VipLevelLabel | undefined = vipLevels.data?.levels.find((l) => l.code === code);
    if (!level) return code;
    return i18n.language === 'bn' ? level.name_bn : level.name_en;
  };

  const describe = (a: BroadcastAudience): string => {
    if (a.kind === 'all') return t('inbox.audience.all');
    if (a.kind === 'player') return t('inbox.audience.playerNamed', { username: a.username });
    const parts = [
      a.registeredFrom || a.registeredTo
        ? t('inbox.audience.registered', { from: a.registeredFrom ?? '…', to: a.registeredTo ?? '…' })
        : null,
      a.deposited === undefined ? null : a.deposited ? t('inbox.audience.depositedYes') : t('inbox.audience.depositedNo'),
      a.activeWithinDays ? t('inbox.audience.activeDays', { days: a.activeWithinDays }) : null,
      a.vipLevels?.length ? t('inbox.audience.vipLevels', { levels: a.vipLevels.map(levelName).join(', ') }) : null,
    ].filter(Boolean);
    return parts.length ? parts.join(' · ') : t('inbox.audience.all');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const sendAt = dhakaLocalToIso(draft.sendAt);
    schedule.mutate(
      {
        title_en: draft.titleEn,
        title_bn: draft.titleBn,
        message_en: draft.messageEn,
        message_bn: draft.messageBn,
        audience: audienceOf(draft),
        ...(sendAt ? { send_at: sendAt } : {}),
      },
      {
        onSuccess: (answer) => {
          setNotice(answer.message);
          setDraft(empty);
        },
      },
    );
  };

  const rows: BroadcastView[] = broadcasts.data?.broadcasts ?? [];
  return (
    <section className="broadcasts-page">
      <h1>{t('inbox.title')}</h1>
      <p className="muted">{t('inbox.intro')}</p>
      <form className="broadcast-form" onSubmit={submit} aria-label={t('inbox.formLabel')}>
        <div className="broadcast-form__pair">
          <Field label={t('inbox.titleEn')}>
            {(id) => <input id={id} value={draft.titleEn} maxLength={120} onChange={(e) => set('titleEn', e.target.value)} />}
          </Field>
          <Field label={t('inbox.titleBn')}>
            {(id) => <input id={id} lang="bn" value={draft.titleBn} maxLength={120} onChange={(e) => set('titleBn', e.target.value)} />}
          </Field>
          <Field label={t('inbox.messageEn')}>
            {(id) => (
              <textarea id={id} rows={4} value={draft.messageEn} maxLength={5000} onChange={(e) => set('messageEn', e.target.value)} />
            )}
          </Field>
          <Field label={t('inbox.messageBn')}>
            {(id) => (
              <textarea
                id={id}
                lang="bn"
                rows={4}
                value={draft.messageBn}
                maxLength={5000}
                onChange={(e) => set('messageBn', e.target.value)}
              />
            )}
          </Field>
        </div>
        <div className="broadcast-form__audience">
          <Field label={t('inbox.audienceLabel')}>
            {(id) => (
              <select id={id} value={draft.kind} onChange={(e) => set('kind', e.target.value as AudienceKind)}>
                <option value="all">{t('inbox.audience.all')}</option>
                <option value="segment">{t('inbox.audience.segment')}</option>
                <option value="player">{t('inbox.audience.player')}</option>
              </select>
            )}
          </Field>
          {draft.kind === 'player' ? (
            <Field label={t('inbox.username')}>
              {(id) => <input id={id} value={draft.username} onChange={(e) => set('username', e.target.value)} />}
            </Field>
          ) : null}
          {draft.kind === 'segment' ? (
            <>
              <Field label={t('inbox.registeredFrom')}>
                {(id) => <input id={id} type="date" value={draft.registeredFrom} onChange={(e) => set('registeredFrom', e.target.value)} />}
              </Field>
              <Field label={t('inbox.registeredTo')}>
                {(id) => <input id={id} type="date" value={draft.registeredTo} onChange={(e) => set('registeredTo', e.target.value)} />}
              </Field>
              <Field label={t('inbox.deposited')}>
                {(id) => (
                  <select id={id} value={draft.deposited} onChange={(e) => set('deposited', e.target.value as Deposited)}>
                    <option value="any">{t('inbox.depositedAny')}</option>
                    <option value="yes">{t('inbox.audience.depositedYes')}</option>
                    <option value="no">{t('inbox.audience.depositedNo')}</option>
                  </select>
                )}
              </Field>
              <Field label={t('inbox.activeWithinDays')}>
                {(id) => (
                  <input
                    id={id}
                    type="number"
                    min={1}
                    max={365}
                    value={draft.activeWithinDays}
                    onChange={(e) => set('activeWithinDays', e.target.value)}
                  />
                )}
              </Field>
              <VipLevelsChoice selected={draft.vipLevels} onChange={(codes) => set('vipLevels', codes)} />
            </>
          ) : null}
          <Field label={t('inbox.sendAt')}>
            {(id) => <input id={id} type="datetime-local" value={draft.sendAt} onChange={(e) => set('sendAt', e.target.value)} />}
          </Field>
        </div>
        <p className="form-field__hint">{t('inbox.hint')}</p>
        {schedule.isError ? (
          <p className="form-alert form-alert--error" role="alert">
            {schedule.error.message}
          </p>
        ) : null}
        {notice ? (
          <p className="form-alert form-alert--success" role="status">
            {notice}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={schedule.isPending}>
          {draft.sendAt ? t('inbox.schedule') : t('inbox.sendNow')}
        </button>
      </form>

      <h2>{t('inbox.sent')}</h2>
      {broadcasts.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {t('inbox.loadFailed', { message: broadcasts.error.message })}
        </p>
      ) : null}
      <div className="data-table-wrap">
        <table className="data-table" aria-label={t('inbox.sent')}>
          <thead>
            <tr>
              <th>{t('inbox.columns.title')}</th>
              <th>{t('inbox.columns.audience')}</th>
              <th>{t('inbox.columns.sendAt')}</th>
              <th>{t('inbox.columns.status')}</th>
              <th>{t('inbox.columns.delivered')}</th>
              <th>{t('inbox.columns.read')}</th>
              <th>{t('inbox.columns.by')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((b) => (
              <tr key={b.id} data-broadcast={b.title_en}>
                <td className="wrap">
                  {b.title_en}
                  <div className="muted" lang="bn">
                    {b.title_bn}
                  </div>
                </td>
                <td className="wrap">{describe(b.audience)}</td>
                <td>{dhakaTime.format(new Date(b.send_at))}</td>
                <td>
                  <span className="tag">{t(`inbox.statuses.${b.status}`)}</span>
                </td>
                <td>{b.status === 'sent' ? b.delivered : '—'}</td>
                <td>{b.status === 'sent' ? b.read : '—'}</td>
                <td>{b.created_by}</td>
              </tr>
            ))}
            {broadcasts.data && rows.length === 0 ? <MessageRow columns={7}>{t('inbox.empty')}</MessageRow> : null}
            {broadcasts.isPending ? <LoadingRow columns={7} /> : null}
          </tbody>
        </table>
      </div>
    </section>
  );
}
