import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/components/data-table.css';
import '@/features/content/components/image-field.css';
import { useProviders } from '../api/list-providers';
import { useUpdateProvider, type ProviderChange } from '../api/update-provider';
import { ArtCell } from './art-cell';
import { BanglaNameInput } from './bangla-name-input';
import { OrderInput } from './order-input';
import { LoadingRow } from '@/components/table-rows';

/** Providers: icon, the name in Bangla (players reading Bangla see it), enabled (hides the provider and its games), order. */
export function ProvidersTable() {
  const { t } = useTranslation();
  const providers = useProviders();
  const update = useUpdateProvider();
  const [notice, setNotice] = useState<string | null>(null);
  const change = (platform: string, patch: ProviderChange, done: string) => {
    setNotice(null);
    update.mutate({ platform, change: patch }, { onSuccess: () => setNotice(done) });
  };

  return (
    <div className="panel content-panel">
      <p className="muted">{t('catalogue.providers.hint')}</p>
      {notice ? (
        <p className="form-alert form-alert--success" role="status">
          {notice}
        </p>
      ) : null}
      {update.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {update.error.message}
        </p>
      ) : null}
      {providers.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {t('catalogue.providers.loadFailed', { message: providers.error.message })}
        </p>
      ) : null}
      <div className="data-table-wrap">
        <table className="data-table">
          <thead>
            <tr>
              <th>{t('catalogue.providers.columns.icon')}</th>
              <th>{t('catalogue.providers.columns.platform')}</th>
              <th>{t('catalogue.providers.columns.name')}</th>
              <th>{t('catalogue.providers.columns.nameBn')}</th>
              <th>{t('catalogue.providers.columns.enabled')}</th>
              <th>{t('catalogue.providers.columns.order')}</th>
            </tr>
          </thead>
          <tbody>
            {providers.data?.map((p) => (
              <tr key={p.platform} data-platform={p.platform}>
                <td>
                  <ArtCell
                    src={p.icon}
                    label={p.name}
                    purpose="provider"
                    width={40}
                    height={40}
                    onUploaded={(icon) => change(p.platform, { icon }, t('catalogue.providers.iconSaved', { name: p.name }))}
                  />
                </td>
                <td>
                  <code>{p.platform}</code>
                </td>
                <td>{p.name}</td>
                <td>
                  <BanglaNameInput
                    value={p.name_bn}
                    label={t('catalogue.providers.nameBnOf', { name: p.name })}
                    placeholder={p.name}
                    maxLength={80}
                    disabled={update.isPending}
                    onSave={(name_bn) => change(p.platform, { name_bn }, t('catalogue.providers.nameBnSaved', { name: p.name }))}
                  />
                </td>
                <td>
                  <label className="checkbox-line">
                    <input
                      type="checkbox"
                      checked={p.enabled}
                      disabled={update.isPending}
                      onChange={(e) =>
                        change(
                          p.platform,
                          { enabled: e.target.checked },
                          e.target.checked
                            ? t('catalogue.providers.enabled', { name: p.name })
                            : t('catalogue.providers.disabled', { name: p.name }),
                        )
                      }
                    />
                    <span className="visually-hidden">{t('catalogue.providers.enabledOf', { name: p.name })}</span>
                  </label>
                </td>
                <td>
                  <OrderInput
                    value={p.sort_order}
                    label={t('catalogue.order.label', { name: p.name })}
                    onSave={(sort_order) => change(p.platform, { sort_order }, t('catalogue.order.saved', { name: p.name }))}
                  />
                </td>
              </tr>
            ))}
            {providers.isPending ? <LoadingRow columns={6} /> : null}
          </tbody>
        </table>
      </div>
    </div>
  );
}
