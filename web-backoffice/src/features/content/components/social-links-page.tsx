import { contentStatuses, type SocialLinkItem } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EditDeleteCell } from '@/components/edit-delete-cell';
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
import { LoadingRow, MessageRow } from '@/components/table-rows';

type Editing = { kind: 'new' } | { kind: 'edit'; link: SocialLinkItem } | null;

/** Social links of the player site footer and side menu. */
export function SocialLinksPage() {
  const { t } = useTranslation();
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
        <h1>{t('contentLists.socialLinks.title')}</h1>
        <button type="button" className="button button--primary" onClick={() => setEditing({ kind: 'new' })} disabled={editing !== null}>
          {t('contentLists.socialLinks.new')}
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
          {t('contentLists.socialLinks.loadFailed', { message: links.error.message })}
        </p>
      ) : null}
      <div className="data-table-wrap">
        <table className="data-table">
          <thead>
            <tr>
              <th>{t('contentLists.socialLinks.icon')}</th>
              <th>{t('contentLists.name')}</th>
              <th>{t('contentLists.link')}</th>
              <th>{t('contentLists.active')}</th>
              <th>{t('contentLists.order')}</th>
              <th>{t('contentLists.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((link) => (
              <tr key={link.id}>
                <td>
                  {link.icon ? (
                    <img className="thumb" src={apiAssetUrl(link.icon)} alt="" width={28} height={28} />
                  ) : (
                    <span className="muted">{t('contentLists.none')}</span>
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
                    <span className="visually-hidden">{t('contentLists.activeFor', { name: link.name })}</span>
                  </label>
                </td>
                <td>{link.order}</td>
                <EditDeleteCell
                  editDisabled={busy || editing !== null}
                  deleteDisabled={busy}
                  confirmQuestion={t('contentLists.socialLinks.confirmDelete', { name: link.name })}
                  onEdit={() => setEditing({ kind: 'edit', link })}
                  onDelete={() => {
                    setNotice(null);
                    remove.mutate(link.id, { onSuccess: () => setNotice(t('contentLists.deleted', { name: link.name })) });
                  }}
                />
              </tr>
            ))}
            {links.data && list.length === 0 ? <MessageRow columns={6}>{t('contentLists.socialLinks.empty')}</MessageRow> : null}
            {links.isPending ? <LoadingRow columns={6} /> : null}
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
  const { t } = useTranslation();
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
    if (!fields.name) problems.name = t('contentLists.nameRequired');
    if (!fields.link) problems.link = t('contentLists.socialLinks.linkRequired');
    if (!Number.isInteger(fields.order) || fields.order < 0) problems.order = t('contentLists.socialLinks.orderInvalid');
    setErrors(problems);
    if (Object.keys(problems).length) return;
    save.mutate(link ? { id: link.id, fields } : { id: null, fields }, {
      onSuccess: (saved) => onDone(t('contentLists.saved', { name: saved.name })),
    });
  }

  const topError = formError(save.error, ['name', 'link', 'icon', 'status', 'order']);
  return (
    <form
      className="panel content-panel"
      onSubmit={submit}
      noValidate
      aria-label={link ? t('contentLists.socialLinks.editForm', { name: link.name }) : t('contentLists.socialLinks.new')}
    >
      <h2>{link ? t('contentLists.editNamed', { name: link.name }) : t('contentLists.socialLinks.new')}</h2>
      {topError ? (
        <p className="form-alert form-alert--error" role="alert">
          {topError}
        </p>
      ) : null}
      <div className="content-grid">
        <TextField label={t('contentLists.name')} name="name" value={draft.name} error={shown('name')} onValue={update} />
        <TextField label={t('contentLists.link')} name="link" value={draft.link} error={shown('link')} onValue={update} hint="https://…" />
        <TextField
          label={t('contentLists.order')}
          name="order"
          type="number"
          min={0}
          value={draft.order}
          error={shown('order')}
          onValue={update}
        />
        <div className="form-field">
          <label htmlFor="social-status">{t('contentLists.status')}</label>
          <select id="social-status" value={draft.status} onChange={(e) => update('status', e.target.value)}>
            {contentStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`contentLists.statuses.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ImageField
        label={t('contentLists.socialLinks.icon')}
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
          {save.isPending ? t('contentLists.saving') : t('contentLists.socialLinks.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
