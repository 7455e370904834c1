import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '@/components/form.css';
import { useChangePlayerTag, usePlayerTags } from '../api/player-tags';
import { dhakaSeconds } from './format';
import './player-360.css';

/**
 * The player page's tags (issue 22): everyone with players.read sees them; players.tags adds and removes them
 * (each audited). A tag links to the player list filtered by it.
 */
export function PlayerTagsSection({ playerId, canTag }: { playerId: string; canTag: boolean }) {
  const { t } = useTranslation();
  const tags = usePlayerTags(playerId);
  const change = useChangePlayerTag(playerId);
  const [text, setText] = useState('');
  const [notice, setNotice] = useState<string | null>(null);

  const run = (tag: string, remove = false) => {
    setNotice(null);
    change.mutate(
      { tag, remove },
      {
        onSuccess: (answer) => {
          setNotice(answer.message ?? null);
          if (!remove) setText('');
        },
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run(text.trim());
  };

  return (
    <section className="player-360" aria-labelledby="player-tags-title" data-testid="player-tags">
      <h2 id="player-tags-title">{t('player360.tags.title')}</h2>
      {tags.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {tags.error.message}
        </p>
      ) : null}
      {tags.data && tags.data.tags.length === 0 ? <p className="muted">{t('player360.tags.empty')}</p> : null}
      <ul className="tag-chips" aria-label={t('player360.tags.title')}>
        {tags.data?.tags.map((tag) => (
          <li
            key={tag.tag}
            className="tag-chip"
            title={t('player360.tags.addedBy', { who: tag.added_by_username ?? '—', when: dhakaSeconds(tag.added_at) })}
          >
            <Link to={`/players?tag=${encodeURIComponent(tag.tag)}`}>{tag.tag}</Link>
            {canTag ? (
              <button
                type="button"
                className="tag-chip-remove"
                aria-label={t('player360.tags.remove', { tag: tag.tag })}
                disabled={change.isPending}
                onClick={() => run(tag.tag, true)}
              >
                ×
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {canTag ? (
        <form className="tag-form" onSubmit={submit}>
          <label htmlFor="player-tag-text">{t('player360.tags.label')}</label>
          <input
            id="player-tag-text"
            value={text}
            maxLength={32}
            placeholder={t('player360.tags.placeholder')}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="button" disabled={change.isPending || text.trim().length < 2}>
            {t('player360.tags.add')}
          </button>
        </form>
      ) : null}
      {notice ? (
        <p className="form-alert form-alert--success" role="status">
          {notice}
        </p>
      ) : null}
      {change.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {change.error.message}
        </p>
      ) : null}
    </section>
  );
}
