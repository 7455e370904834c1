import type { StaffReceivingNumber } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadingRow, MessageRow } from '@/components/table-rows';
import '@/components/data-table.css';
import '@/components/form.css';
import { useChangeReceivingNumber, useReceivingNumbers } from '../api/receiving-numbers';
import { bdt } from './format';
import { PaymentMethodsSwitch } from './payment-methods-switch';
import { AddNumberDialog, CapDialog, RotateDialog } from './receiving-number-dialogs';
import './payment-channels.css';

type Editing = { kind: 'add' } | { kind: 'cap' | 'rotate' | 'switch'; number: StaffReceivingNumber } | null;

/** Today's load against the cap: a bar, the percentage, and a warning tag at the near-cap share. */
function LoadCell({ number, nearCapPercent }: { number: StaffReceivingNumber; nearCapPercent: number }) {
  const { t } = useTranslation();
  const level = number.load_percent >= 100 ? 'full' : number.near_cap ? 'near' : 'ok';
  return (
    <div className="load-cell">
      <span>
        {bdt(number.load_today)} <span className="muted">({number.load_percent}%)</span>
      </span>
      <span className={`load-bar load-bar--${level}`} aria-hidden="true">
        <span style={{ width: `${Math.min(100, number.load_percent)}%` }} />
      </span>
      {number.near_cap ? (
        <span className="tag tag--danger" title={t('paymentChannels.numbers.nearCapHint', { percent: String(nearCapPercent) })}>
          {level === 'full' ? t('paymentChannels.numbers.full') : t('paymentChannels.numbers.nearCap')}
        </span>
      ) : null}
    </div>
  );
}

/**
 * Receiving numbers (payments.channels): every wallet number players are handed to deposit to, with its
 * daily cap and today's load (Dhaka day); add, change the cap, switch off or on, rotate. The API audits
 * every change, and the deposit page hands out only active numbers with room under their cap.
 */
export function ReceivingNumbersPage() {
  const { t } = useTranslation();
  const numbers = useReceivingNumbers();
  const change = useChangeReceivingNumber();
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const done = (text: string) => {
    setNotice(text);
    setEditing(null);
  };
  const nearCap = numbers.data?.data.filter((n) => n.active && n.near_cap) ?? [];
  const nearCapPercent = numbers.data?.near_cap_percent ?? 90;

  const switchNumber = (n: StaffReceivingNumber) =>
    change.mutate(
      { id: n.id, change: { active: !n.active } },
      {
        onSuccess: (saved) =>
          done(t(saved.active ? 'paymentChannels.numbers.switchedOn' : 'paymentChannels.numbers.switchedOff', { number: saved.number })),
      },
    );

  return (
    <section className="payment-channels">
      <div className="payment-channels__head">
        <h1>{t('paymentChannels.numbers.title')}</h1>
        <button
          type="button"
          className="button button--primary"
          disabled={!numbers.data}
          onClick={() => {
            setNotice(null);
            setEditing({ kind: 'add' });
          }}
        >
          {t('paymentChannels.numbers.add')}
        </button>
      </div>
      <p className="muted">{t('paymentChannels.numbers.intro', { percent: String(nearCapPercent) })}</p>
      {notice ? (
        <p className="form-alert form-alert--success" role="status">
          {notice}
        </p>
      ) : null}
      {nearCap.length > 0 ? (
        <p className="form-alert form-alert--error" role="alert">
          {t('paymentChannels.numbers.nearCapAlert', { count: nearCap.length, numbers: nearCap.map((n) => n.number).join(', ') })}
        </p>
      ) : null}
      {change.isError && editing?.kind !== 'cap' ? (
        <p className="form-alert form-alert--error" role="alert">
          {change.error.message}
        </p>
      ) : null}
      {numbers.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {t('paymentChannels.loadFailed', { message: numbers.error.message })}
        </p>
      ) : null}
      <div className="data-table-wrap">
        <table className="data-table" aria-label={t('paymentChannels.numbers.title')}>
          <thead>
            <tr>
              <th>{t('paymentChannels.numbers.channel')}</th>
              <th>{t('paymentChannels.numbers.number')}</th>
              <th>{t('paymentChannels.numbers.status')}</th>
              <th>{t('paymentChannels.numbers.dailyCap')}</th>
              <th>{t('paymentChannels.numbers.loadToday')}</th>
              <th>{t('paymentChannels.numbers.handedOutToday')}</th>
              <th>{t('paymentChannels.numbers.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {numbers.data?.data.map((n) => (
              <tr key={n.id} data-number={n.number} className={n.active ? undefined : 'is-off'}>
                <td>
                  {n.method.name}
                  <div className="muted">{t(`paymentChannels.accountTypes.${n.method.account_type}`)}</div>
                </td>
                <td>
                  <code>{n.number}</code>
                  {n.replaces ? <div className="muted">{t('paymentChannels.numbers.replaces', { number: n.replaces })}</div> : null}
                </td>
                <td>
                  <span className={n.active ? 'tag tag--ok' : 'tag tag--danger'}>
                    {n.active ? t('paymentChannels.numbers.on') : t('paymentChannels.numbers.off')}
                  </span>
                  {n.method.status === 'inactive' ? <div className="muted">{t('paymentChannels.numbers.methodOff')}</div> : null}
                </td>
                <td className="amount">{bdt(n.daily_cap)}</td>
                <td>
                  <LoadCell number={n} nearCapPercent={nearCapPercent} />
                </td>
                <td className="amount">{bdt(n.handed_out_today)}</td>
                <td>
                  <div className="row-actions">
                    <button
                      type="button"
                      className="button button--small button--secondary"
                      aria-label={t('paymentChannels.numbers.capTitle', { number: n.number })}
                      onClick={() => setEditing({ kind: 'cap', number: n })}
                    >
                      {t('paymentChannels.numbers.editCap')}
                    </button>
                    <button
                      type="button"
                      className={n.active ? 'button button--small button--danger' : 'button button--small button--secondary'}
                      aria-label={t(n.active ? 'paymentChannels.numbers.switchOffLabel' : 'paymentChannels.numbers.switchOnLabel', {
                        number: n.number,
                      })}
                      onClick={() => setEditing({ kind: 'switch', number: n })}
                    >
                      {n.active ? t('paymentChannels.numbers.switchOff') : t('paymentChannels.numbers.switchOn')}
                    </button>
                    {n.active ? (
                      <button
                        type="button"
                        className="button button--small button--secondary"
                        aria-label={t('paymentChannels.numbers.rotateTitle', { number: n.number })}
                        onClick={() => setEditing({ kind: 'rotate', number: n })}
                      >
                        {t('paymentChannels.numbers.rotate')}
                      </button>
                    ) : null}
                  </div>
                </td>
              </tr>
            ))}
            {numbers.data && numbers.data.data.length === 0 ? (
              <MessageRow columns={7}>{t('paymentChannels.numbers.empty')}</MessageRow>
            ) : null}
            {numbers.isPending ? <LoadingRow columns={7} /> : null}
          </tbody>
        </table>
      </div>

      {numbers.data ? <PaymentMethodsSwitch methods={numbers.data.methods} onDone={done} /> : null}

      {editing?.kind === 'add' && numbers.data ? (
        <AddNumberDialog methods={numbers.data.methods} onDone={done} onCancel={() => setEditing(null)} />
      ) : null}
      {editing?.kind === 'cap' ? <CapDialog number={editing.number} onDone={done} onCancel={() => setEditing(null)} /> : null}
      {editing?.kind === 'rotate' ? <RotateDialog number={editing.number} onDone={done} onCancel={() => setEditing(null)} /> : null}
      {editing?.kind === 'switch' ? (
        <ConfirmDialog
          title={t(editing.number.active ? 'paymentChannels.numbers.switchOffTitle' : 'paymentChannels.numbers.switchOnTitle', {
            number: editing.number.number,
          })}
          confirmLabel={editing.number.active ? t('paymentChannels.numbers.switchOff') : t('paymentChannels.numbers.switchOn')}
          danger={editing.number.active}
          busy={change.isPending}
          onConfirm={() => switchNumber(editing.number)}
          onCancel={() => setEditing(null)}
        >
          <p>{t(editing.number.active ? 'paymentChannels.numbers.switchOffQuestion' : 'paymentChannels.numbers.switchOnQuestion')}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
