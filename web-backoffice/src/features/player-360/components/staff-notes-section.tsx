import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/pager';
import '@/components/form.css';
import { NOTES_PER_PAGE, useAddStaffNote, useStaffNotes } from '../api/staff-notes';
import { dhakaSeconds } from './format';
import './player-360.css';

/**
 * The player page's internal notes (issue 22, players.notes): staff only, newest first, with author and Dhaka
 * time. Append-only: there is no edit or delete; a correction is a new note. Every note is in the audit log.
 */
export function StaffNotesSection({ playerId }: { playerId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const notes = useStaffNotes(playerId, page);
  const add = useAddStaffNote(playerId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    add.mutate(text, {
      onSuccess: (answer) => {
        setNotice(answer.message);
        setText('');
        setPage(1);
      },
    });
  };

  return (
    <section className="player-360" aria-labelledby="staff-notes-title" data-testid="staff-notes">
      <h2 id="staff-notes-title">{t('player360.notes.title')}</h2>
      <p className="muted">{t('player360.notes.intro')}</p>
      <form className="note-form" onSubmit={submit}>
        <label htmlFor="staff-note-text">{t('player360.notes.label')}</label>
        <textarea id="staff-note-text" value={text} maxLength={2000} rows={3} required onChange={(event) => setText(event.target.value)} />
        <div className="player-actions">
          <button type="submit" className="button button--primary" disabled={add.isPending || text.trim() === ''}>
            {t('player360.notes.add')}
          </button>
          <span className="muted">{t('player360.notes.left', { count: 2000 - text.length })}</span>
        </div>
      </form>
      {notice ? (
        <p className="form-alert form-alert--success" role="status">
          {notice}
        </p>
      ) : null}
      {add.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {add.error.message}
        </p>
      ) : null}
      {notes.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {notes.error.message}
        </p>
      ) : null}
      {notes.isPending ? <p className="muted">{t('common.loading')}</p> : null}
      {notes.data && notes.data.data.length === 0 ? <p className="muted">{t('player360.notes.empty')}</p> : null}
      <ol className="note-list">
        {notes.data?.data.map((note) => (
          <li key={note.id} className="note">
            <p className="note-meta">
              <strong>{note.author_username ?? t('player360.notes.unknownAuthor')}</strong>{' '}
              <time dateTime={note.created_at} className="muted">
                {dhakaSeconds(note.created_at)}
              </time>
            </p>
            <p className="note-body">{note.body}</p>
          </li>
        ))}
      </ol>
      {notes.data && notes.data.total > NOTES_PER_PAGE ? (
        <Pager
          page={page}
          lastPage={notes.data.last_page}
          total={notes.data.total}
          perPage={NOTES_PER_PAGE}
          onPage={setPage}
          disabled={notes.isFetching}
        />
      ) : null}
    </section>
  );
}
