import type { StaffReceivingNumberList } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useSwitchPaymentMethod } from '../api/receiving-numbers';

interface MethodGroup {
  name: string;
  active: boolean;
  channels: StaffReceivingNumberList['methods'];
}

/** One row per wallet brand (bKash, Nagad...): its channels, on while any of them is on. */
export function groupMethods(methods: StaffReceivingNumberList['methods']): MethodGroup[] {
  const groups = new Map<string, MethodGroup>();
  for (const m of methods) {
    const key = m.name.toLowerCase();
    const group = groups.get(key) ?? { name: m.name, active: false, channels: [] };
    group.channels.push(m);
    group.active ||= m.status === 'active';
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * Payment methods as a whole (issue 22, payments.channels): switch every channel of a brand off or on
 * behind a confirmation. The API audits it; the player site stops offering the method from the next request.
 */
export function PaymentMethodsSwitch({
  methods,
  onDone,
}: {
  methods: StaffReceivingNumberList['methods'];
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation();
  const change = useSwitchPaymentMethod();
  const [asking, setAsking] = useState<MethodGroup | null>(null);
  const groups = groupMethods(methods);
  const confirm = (group: MethodGroup) =>
    change.mutate(
      { name: group.name, active: !group.active },
      {
        onSuccess: (saved) => {
          setAsking(null);
          onDone(t(saved.active ? 'paymentChannels.methods.switchedOn' : 'paymentChannels.methods.switchedOff', { name: saved.name }));
        },
      },
    );

  return (
    <section className="payment-methods" aria-labelledby="payment-methods-title">
      <h2 id="payment-methods-title">{t('paymentChannels.methods.title')}</h2>
      <p className="muted">{t('paymentChannels.methods.intro')}</p>
      {change.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {change.error.message}
        </p>
      ) : null}
      <div className="data-table-wrap">
        <table className="data-table" aria-label={t('paymentChannels.methods.title')}>
          <thead>
            <tr>
              <th>{t('paymentChannels.methods.method')}</th>
              <th>{t('paymentChannels.methods.channels')}</th>
              <th>{t('paymentChannels.methods.status')}</th>
              <th>{t('paymentChannels.numbers.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {groups.map((group) => (
              <tr key={group.name} data-method={group.name} className={group.active ? undefined : 'is-off'}>
                <td>{group.name}</td>
                <td>{group.channels.map((c) => t(`paymentChannels.accountTypes.${c.account_type}`)).join(', ')}</td>
                <td>
                  <span className={group.active ? 'tag tag--ok' : 'tag tag--danger'}>
                    {group.active ? t('paymentChannels.methods.on') : t('paymentChannels.methods.off')}
                  </span>
                </td>
                <td>
                  <button
                    type="button"
                    className={group.active ? 'button button--small button--danger' : 'button button--small button--secondary'}
                    aria-label={t(group.active ? 'paymentChannels.methods.switchOffLabel' : 'paymentChannels.methods.switchOnLabel', {
                      name: group.name,
                    })}
                    onClick={() => {
                      change.reset();
                      setAsking(group);
                    }}
                  >
                    {group.active ? t('paymentChannels.methods.switchOff') : t('paymentChannels.methods.switchOn')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {asking ? (
        <ConfirmDialog
          title={t(asking.active ? 'paymentChannels.methods.switchOffTitle' : 'paymentChannels.methods.switchOnTitle', {
            name: asking.name,
          })}
          confirmLabel={asking.active ? t('paymentChannels.methods.switchOff') : t('paymentChannels.methods.switchOn')}
          danger={asking.active}
          busy={change.isPending}
          onConfirm={() => confirm(asking)}
          onCancel={() => setAsking(null)}
        >
          <p>
            {t(asking.active ? 'paymentChannels.methods.switchOffQuestion' : 'paymentChannels.methods.switchOnQuestion', {
              name: asking.name,
            })}
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
