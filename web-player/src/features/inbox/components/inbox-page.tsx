import type { InboxMessage } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal';
import { ErrorState, LoadingState } from '@/components/page-status';
import { currentLanguage } from '@/i18n';
import { formatDhakaDateTime } from '@/lib/format';
import { useChangeMessages } from '../api/change-messages';
import { useInbox } from '../api/get-inbox';
import { previewOf } from '../lib/preview';
import { MessagePopup } from './message-popup';
import './inbox.css';

/**
 * /inbox (spec section 2.3): the list (title, 5-word preview, Dhaka time, unread mark); Edit turns on
 * check boxes with bulk Read and Delete; tapping a message opens it in full and marks it read.
 */
export function InboxPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [page, setPage] = useState(1);
  const inbox = useInbox(page);
  const [editing, setEditing] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [open, setOpen] = useState<InboxMessage | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const markRead = useChangeMessages('read');
  const remove = useChangeMessages('delete');
  const messages = inbox.data?.data ?? [];
  const lastPage = inbox.data?.last_page ?? 1;

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const stopEditing = () => {
    setEditing(false);
    setSelected(new Set());
  };
  const allSelected = messages.length > 0 && messages.every((m) => selected.has(m.id));
  const busy = markRead.isPending || remove.isPending;

  return (
    <div className="inbox">
      {messages.length > 0 || editing ? (
        <div className="inbox__toolbar">
          {editing ? (
            <>
              <label className="inbox__select-all">
                <input
                  type="checkbox"
                  checked={allSelected}
                  onChange={() => setSelected(allSelected ? new Set() : new Set(messages.map((m) => m.id)))}
                />
                {t('inbox.selectAll')}
              </label>
              <button
                type="button"
                className="button button--outline"
                disabled={selected.size === 0 || busy}
                onClick={() => markRead.mutate([...selected], { onSuccess: stopEditing })}
              >
                {t('inbox.read')}
              </button>
              <button
                type="button"
                className="button button--outline inbox__delete"
                disabled={selected.size === 0 || busy}
                onClick={() => setConfirmDelete(true)}
              >
                {t('inbox.delete')}
              </button>
              <button type="button" className="button button--gold" onClick={stopEditing}>
                {t('inbox.done')}
              </button>
            </>
          ) : (
            <button type="button" className="button button--outline" onClick={() => setEditing(true)}>
              {t('inbox.edit')}
            </button>
          )}
        </div>
      ) : null}
      {inbox.isPending ? <LoadingState /> : null}
      {inbox.isError ? (
        <ErrorState title={t('inbox.loadFailed')} detail={inbox.error.message} onRetry={() => void inbox.refetch()} />
      ) : null}
      {markRead.isError || remove.isError ? (
        <p className="inbox__error" role="alert">
          {(markRead.error ?? remove.error)?.message ?? t('inbox.changeFailed')}
        </p>
      ) : null}
      {inbox.isSuccess && messages.length === 0 ? (
        <div className="inbox__empty">
          <svg viewBox="0 0 24 24" width="48" height="48" aria-hidden="true">
            <path fill="currentColor" d="M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 14H4V8l8 5 8-5z" />
          </svg>
          <p>{t('inbox.empty')}</p>
        </div>
      ) : null}
      <ul className="inbox__list">
        {messages.map((message) => (
          <li key={message.id} className={`inbox-item${message.is_read ? '' : ' inbox-item--unread'}`}>
            {editing ? (
              <input
                type="checkbox"
                className="inbox-item__check"
                aria-label={message.title}
                checked={selected.has(message.id)}
                onChange={() => toggle(message.id)}
              />
            ) : null}
            <button type="button" className="inbox-item__open" onClick={() => (editing ? toggle(message.id) : setOpen(message))}>
              <span className="inbox-item__head">
                {message.is_read ? null : <span className="inbox-item__dot" aria-label={t('inbox.unread')} />}
                <span className="inbox-item__title">{message.title}</span>
              </span>
              <span className="inbox-item__preview">{previewOf(message.message)}</span>
              <time dateTime={message.created_at}>{formatDhakaDateTime(message.created_at, language)}</time>
            </button>
          </li>
        ))}
      </ul>
      {lastPage > 1 ? (
        <nav className="inbox__pages" aria-label={t('inbox.pages')}>
          <button type="button" className="button button--outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('inbox.previous')}
          </button>
          <span>{t('inbox.pageOf', { page, last: lastPage })}</span>
          <button type="button" className="button button--outline" disabled={page >= lastPage} onClick={() => setPage((p) => p + 1)}>
            {t('inbox.next')}
          </button>
        </nav>
      ) : null}
      {open ? <MessagePopup message={open} onClose={() => setOpen(null)} /> : null}
      {confirmDelete ? (
        <Modal
          title={t('inbox.deleteTitle')}
          onClose={() => setConfirmDelete(false)}
          actions={
            <>
              <button type="button" className="button button--outline" onClick={() => setConfirmDelete(false)}>
                {t('inbox.cancel')}
              </button>
              <button
                type="button"
                className="button button--gold"
                onClick={() => {
                  setConfirmDelete(false);
                  remove.mutate([...selected], { onSuccess: stopEditing });
                }}
              >
                {t('inbox.delete')}
              </button>
            </>
          }
        >
          <p>{t('inbox.deleteConfirm', { count: selected.size })}</p>
        </Modal>
      ) : null}
    </div>
  );
}
