import type { ChatCannedReply } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useCannedReplies, useDeleteCannedReply, useSaveCannedReply } from '../api/chat-api';

const blank = { title: '', body_en: '', body_bn: '' };

/** The canned replies, editable: add one, change or delete one (each audited by the api). */
export function CannedRepliesEditor() {
  const { t } = useTranslation();
  const replies = useCannedReplies();
  const save = useSaveCannedReply();
  const remove = useDeleteCannedReply();
  const [editing, setEditing] = useState<number | null>(null);
  const [draft, setDraft] = useState(blank);
  const [failure, setFailure] = useState<string | null>(null);

  const edit = (reply: ChatCannedReply) => {
    setEditing(reply.id);
    setDraft({ title: reply.title, body_en: reply.body_en, body_bn: reply.body_bn });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { ...(editing ? { id: editing } : {}), reply: draft },
      {
        onSuccess: () => {
          setEditing(null);
          setDraft(blank);
          setFailure(null);
        },
        onError: (error) => setFailure(error instanceof ApiError && error.body.message ? error.body.message : t('chat.actionFailed')),
      },
    );
  };

  return (
    <details className="chat-canned">
      <summary>{t('chat.manageCanned')}</summary>
      <ul className="chat-canned__list">
        {replies.data?.replies.map((r) => (
          <li key={r.id}>
            <strong>{r.title}</strong>
            <span className="muted">{r.body_en}</span>
            <span className="muted">{r.body_bn}</span>
            <span className="chat-canned__buttons">
              <button type="button" className="button" onClick={() => edit(r)}>
                {t('chat.edit')}
              </button>
              <button type="button" className="button button--danger" onClick={() => remove.mutate(r.id)}>
                {t('chat.delete')}
              </button>
            </span>
          </li>
        ))}
      </ul>
      <form className="chat-canned__form" onSubmit={submit} aria-label={editing ? t('chat.editCanned') : t('chat.addCanned')}>
        <label>
          {t('chat.cannedTitle')}
          <input value={draft.title} maxLength={80} onChange={(e) => setDraft({ ...draft, title: e.target.value })} />
        </label>
        <label>
          {t('chat.cannedEn')}
          <textarea value={draft.body_en} rows={2} onChange={(e) => setDraft({ ...draft, body_en: e.target.value })} />
        </label>
        <label>
          {t('chat.cannedBn')}
          <textarea value={draft.body_bn} rows={2} onChange={(e) => setDraft({ ...draft, body_bn: e.target.value })} />
        </label>
        {failure ? (
          <p className="form-alert form-alert--error" role="alert">
            {failure}
          </p>
        ) : null}
        <span className="chat-canned__buttons">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {editing ? t('chat.saveCanned') : t('chat.addCanned')}
          </button>
          {editing ? (
            <button
              type="button"
              className="button"
              onClick={() => {
                setEditing(null);
                setDraft(blank);
              }}
            >
              {t('chat.cancel')}
            </button>
          ) : null}
        </span>
      </form>
    </details>
  );
}
