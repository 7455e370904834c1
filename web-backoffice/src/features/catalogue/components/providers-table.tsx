import { useState } from 'react';
import '@/components/data-table.css';
import '@/features/content/components/image-field.css';
import { useProviders } from '../api/list-providers';
import { useUpdateProvider, type ProviderChange } from '../api/update-provider';
import { ArtCell } from './art-cell';
import { OrderInput } from './order-input';

/** Providers: icon, enabled (hides the provider and its games), order. */
export function ProvidersTable() {
  const providers = useProviders();
  const update = useUpdateProvider();
  const [notice, setNotice] = useState<string | null>(null);
  const change = (platform: string, patch: ProviderChange, done: string) => {
    setNotice(null);
    update.mutate({ platform, change: patch }, { onSuccess: () => setNotice(done) });
  };

  return (
    <div className="panel content-panel">
      <p className="muted">Disabling a provider hides it and all its games on the player site. Lower order comes first.</p>
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
          Could not load providers: {providers.error.message}
        </p>
      ) : null}
      <div className="data-table-wrap">
        <table className="data-table">
          <thead>
            <tr>
              <th>Icon</th>
              <th>Platform</th>
              <th>Name</th>
              <th>Enabled</th>
              <th>Order</th>
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
                    onUploaded={(icon) => change(p.platform, { icon }, `Icon of ${p.name} saved.`)}
                  />
                </td>
                <td>
                  <code>{p.platform}</code>
                </td>
                <td>{p.name}</td>
                <td>
                  <label className="checkbox-line">
                    <input
                      type="checkbox"
                      checked={p.enabled}
                      disabled={update.isPending}
                      onChange={(e) =>
                        change(p.platform, { enabled: e.target.checked }, `${p.name} ${e.target.checked ? 'enabled' : 'disabled'}.`)
                      }
                    />
                    <span className="visually-hidden">Enabled: {p.name}</span>
                  </label>
                </td>
                <td>
                  <OrderInput
                    value={p.sort_order}
                    label={`Order of ${p.name}`}
                    onSave={(sort_order) => change(p.platform, { sort_order }, `Order of ${p.name} saved.`)}
                  />
                </td>
              </tr>
            ))}
            {providers.isPending ? (
              <tr>
                <td className="empty" colSpan={5}>
                  Loading…
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </div>
  );
}
