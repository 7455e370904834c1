import type { PaymentAccountType } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { apiAssetUrl } from '@/lib/api-client';
import { depositChannelKey, withdrawalChannelKey } from '../lib/limits';
import type { MethodGroup } from '../lib/method-groups';

interface MethodPickerProps {
  groups: MethodGroup[];
  methodName: string | null;
  channelId: number | null;
  onMethod: (name: string) => void;
  onChannel: (id: number) => void;
  purpose: 'deposit' | 'withdrawal';
}

/** Payment method icons, then the chosen method's channels labelled by account type (spec section 2.3). */
export function MethodPicker({ groups, methodName, channelId, onMethod, onChannel, purpose }: MethodPickerProps) {
  const { t } = useTranslation();
  const labels: Record<PaymentAccountType, string> = purpose === 'deposit' ? depositChannelKey : withdrawalChannelKey;
  const chosen = groups.find((group) => group.name === methodName);
  return (
    <>
      <fieldset className="funds-section">
        <legend className="funds-section__title">{t('payments.paymentMethod')}</legend>
        <div className="funds-methods">
          {groups.map((group) => (
            <button
              key={group.name}
              type="button"
              className="funds-method"
              aria-pressed={group.name === methodName}
              onClick={() => onMethod(group.name)}
            >
              {group.icon ? <img src={apiAssetUrl(group.icon)} alt="" width="40" height="40" /> : null}
              <span>{group.name}</span>
            </button>
          ))}
        </div>
      </fieldset>
      {chosen ? (
        <fieldset className="funds-section">
          <legend className="funds-section__title">
            {purpose === 'deposit' ? t('payments.depositChannel') : t('payments.withdrawalChannel')}
          </legend>
          <div className="funds-chips">
            {chosen.channels.map((channel) => (
              <button
                key={channel.id}
                type="button"
                className="funds-chip"
                aria-pressed={channel.id === channelId}
                onClick={() => onChannel(channel.id)}
              >
                {t(labels[channel.account_type] as 'payments.channel.sendMoney')}
              </button>
            ))}
          </div>
        </fieldset>
      ) : null}
    </>
  );
}
