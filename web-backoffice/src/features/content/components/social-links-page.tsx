import { contentStatuses, type SocialLinkItem } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import '@/components/data-table.css';
import '@/components/form.css';
import { TextField } from '@/components/text-field';
import { apiAssetUrl } from '@/lib/api-client';
import { fieldError, formError } from '@/lib/form-errors';
import { useDeleteSocialLink } from '../api/delete-social-link';
import { useSocialLinks } from '../api/list-social-links';
import { useSaveSocialLink, type SocialLinkInput } from '../api/save-social-link';
import { ImageField } from './image-field';
import './content.css';

type Editing = { kind: 'new' } | { kind: 'edit'; link: SocialLinkItem } | null;

/** Social links of the player site footer and side menu. */
export function SocialLinksPage() {
  const links = useSocialLinks();
  const save = useSaveSocialLink();
  const remove = useDeleteSocialLink();
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = links.data ?? [];
  const busy = save.isPending || remove.isPending;
  const actionError = (remove.error ?? save.error)?.message;

  return (
    <section className="content-page">
      <div className="content-panel__head">
        <h1>Social links</h1>
        <button type="button" className="button button--primary" onClick={() => setEditing({ kind: 'new' })} disabled={editing !== null}>
          New social link
        </button>
      </div>
      {editing ? (
        <SocialLinkForm
          key={editing.kind === 'edit' ? editing.link.id : 'new'}
          link={editing.kind === 'edit' ? editing.link : null}
          nextOrder={list.reduce((max, l) => Math.max(max, l.order + 1), 0)}
          onDone={(message) => {
            setEditing(null);
            setNotice(message);
          }}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {notice ? (
        <p className="form-alert form-alert--success" role="status">
          {notice}
        </p>
      ) : null}
      {actionError && !editing ? (
        <p className="form-alert form-alert--error" role="alert">
          {actionError}
        </p>
      ) : null}
      {links.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          Could not load social links: {links.error.message}
        </p>
      ) : null}
      <div className="data-table-wrap">
        <table className="data-table">
          <thead>
            <tr>
              <th>Icon</th>
              <th>Name</th>
              <th>Link</th>
              <th>Active</th>
              <th>Order</th>
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {list.map((link) => (
              <tr key={link.id}>
                <td>
                  {link.icon ? (
                    <img className="thumb" src={apiAssetUrl(link.icon)} alt="" width={28} height={28} />
                  ) : (
                    <span className="muted">none</span>
                  )}
                </td>
                <td>{link.name}</td>
                <td className="wrap">{link.link}</td>
                <td>
                  <label className="checkbox-line">
                    <input
                      type="checkbox"
                      checked={link.status === 'active'}
                      disabled={busy}
                      onChange={(event) => {
                        setNotice(null);
                        save.mutate({ id: link.id, fields: { status: event.target.checked ? 'active' : 'inactive' } });
                      }}
                    />
                    <span className="visually-hidden">Active: {link.name}</span>
                  </label>
                </td>
                <td>{link.order}</td>
                <td className="row-actions">
                  <button
                    type="button"
                    className="button button--small"
                    disabled={busy || editing !== null}
                    onClick={() => setEditing({ kind: 'edit', link })}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="button button--small button--danger"
                    disabled={busy}
                    onClick={() => {
                      if (!window.confirm(`Delete the link “${link.name}”?`)) return;
                      setNotice(null);
                      remove.mutate(link.id, { onSuccess: () => setNotice(`${link.name} deleted.`) });
                    }}
                  >
                    Delete
                  </button>
                </td>
              </tr>
            ))}
            {links.data && list.length === 0 ? (
              <tr>
                <td className="empty" colSpan={6}>
                  No social links yet.
                </td>
              </tr>
            ) : null}
            {links.isPending ? (
              <tr>
                <td className="empty" colSpan={6}>
                  Loading…
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </section>
  );
}

type Field = keyof SocialLinkInput;

function SocialLinkForm({
  link,
  nextOrder,
  onDone,
  onCancel,
}: {
  link: SocialLinkItem | null;
  nextOrder: number;
  onDone: (m: string) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState({
    name: link?.name ?? '',
    link: link?.link ?? '',
    icon: link?.icon ?? '',
    status: link?.status ?? 'active',
    order: String(link?.order ?? nextOrder),
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useSaveSocialLink();
  const shown = (f: Field) => errors[f] ?? fieldError(save.error, f);
  const update = (field: Field, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields: SocialLinkInput = {
      name: draft.name.trim(),
      link: draft.link.trim(),
      icon: draft.icon,
      status: draft.status,
      order: Number(draft.order),
    };
    const problems: Partial<Record<Field, string>> = {};
    if (!fields.name) problems.name = 'Name is required.';
    if (!fields.link) problems.link = 'Link is required.';
    if (!Number.isInteger(fields.order) || fields.order < 0) problems.order = 'Order must be a whole number, 0 or more.';
    setErrors(problems);
    if (Object.keys(problems).length) return;
    save.mutate(link ? { id: link.id, fields } : { id: null, fields }, { onSuccess: (saved) => onDone(`${saved.name} saved.`) });
  }

  const topError = formError(save.error, ['name', 'link', 'icon', 'status', 'order']);
  return (
    <form className="panel content-panel" onSubmit={submit} noValidate aria-label={link ? `Edit ${link.name}` : 'New social link'}>
      <h2>{link ? `Edit “${link.name}”` : 'New social link'}</h2>
      {topError ? (
        <p className="form-alert form-alert--error" role="alert">
          {topError}
        </p>
      ) : null}
      <div className="content-grid">
        <TextField label="Name" name="name" value={draft.name} error={shown('name')} onValue={update} />
        <TextField label="Link" name="link" value={draft.link} error={shown('link')} onValue={update} hint="https://…" />
        <TextField label="Order" name="order" type="number" min={0} value={draft.order} error={shown('order')} onValue={update} />
        <div className="form-field">
          <label htmlFor="social-status">Status</label>
          <select id="social-status" value={draft.status} onChange={(e) => update('status', e.target.value)}>
            {contentStatuses.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </div>
      </div>
      <ImageField
        label="Icon"
        purpose="logo"
        value={draft.icon}
        error={shown('icon')}
        previewWidth={48}
        previewHeight={48}
        removable
        onChange={(url) => update('icon', url)}
      />
      <div className="content-actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save link'}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
