import type { NoticesView } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import '@/components/data-table.css';
import '@/components/form.css';
import { fieldError, formError } from '@/lib/form-errors';
import { useNotices } from '../api/get-notices';
import { useSaveNotices } from '../api/save-notices';
import './content.css';

const MAX_LINES = 20;

/** The home marquee lines and the system notice pop-up (HTML, sanitised by the server). */
export function NoticesPage() {
  const { t } = useTranslation();
  const notices = useNotices();
  return (
    <section className="content-page">
      <h1>{t('content.notices.title')}</h1>
      {notices.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {t('content.notices.loadFailed', { message: notices.error.message })}
        </p>
      ) : null}
      {notices.data ? (
        <>
          <MarqueeForm initial={notices.data.notice} />
          <SystemNoticeForm saved={notices.data} />
        </>
      ) : notices.isPending ? (
        <p className="muted">{t('common.loading')}</p>
      ) : null}
    </section>
  );
}

interface Line {
  key: number;
  text: string;
}

let nextKey = 1;
const toLines = (texts: string[]): Line[] => texts.map((text) => ({ key: nextKey++, text }));

function MarqueeForm({ initial }: { initial: string[] }) {
  const { t } = useTranslation();
  const [lines, setLines] = useState<Line[]>(() => toLines(initial));
  const [saved, setSaved] = useState(false);
  const save = useSaveNotices();

  const change = (next: Line[]) => {
    setSaved(false);
    setLines(next);
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...lines];
    const [line] = next.splice(index, 1);
    next.splice(index + by, 0, line!);
    change(next);
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const notice = lines.map((l) => l.text.trim()).filter(Boolean);
    save.mutate(
      { notice },
      {
        onSuccess: (result) => {
          setLines(toLines(result.notice));
          setSaved(true);
        },
      },
    );
  }

  const lineError = fieldError(save.error, 'notice');
  const topError = formError(save.error, ['notice']);
  return (
    <form className="panel content-panel" onSubmit={submit} noValidate aria-labelledby="marquee-heading">
      <div className="content-panel__head">
        <h2 id="marquee-heading">{t('content.notices.marquee.heading')}</h2>
        <span className="muted">{t('content.notices.marquee.lineCount', { lines: String(lines.length), max: String(MAX_LINES) })}</span>
      </div>
      {topError ? (
        <p className="form-alert form-alert--error" role="alert">
          {topError}
        </p>
      ) : null}
      <ol className="notice-lines">
        {lines.map((line, index) => (
          <li key={line.key}>
            <input
              aria-label={t('content.notices.marquee.line', { number: String(index + 1) })}
              value={line.text}
              maxLength={500}
              aria-invalid={lineError ? true : undefined}
              onChange={(event) => change(lines.map((l) => (l.key === line.key ? { ...l, text: event.target.value } : l)))}
            />
            <span className="order-buttons">
              <button
                type="button"
                className="button button--small"
                aria-label={t('content.notices.marquee.moveUp', { number: String(index + 1) })}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                ↑
              </button>
              <button
                type="button"
                className="button button--small"
                aria-label={t('content.notices.marquee.moveDown', { number: String(index + 1) })}
                disabled={index === lines.length - 1}
                onClick={() => move(index, 1)}
              >
                ↓
              </button>
            </span>
            <button
              type="button"
              className="button button--small button--danger"
              aria-label={t('content.notices.marquee.removeLine', { number: String(index + 1) })}
              onClick={() => change(lines.filter((l) => l.key !== line.key))}
            >
              {t('content.remove')}
            </button>
          </li>
        ))}
      </ol>
      {lines.length === 0 ? <p className="muted">{t('content.notices.marquee.empty')}</p> : null}
      {lineError ? <p className="form-field__error">{lineError}</p> : null}
      <div className="content-actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={lines.length >= MAX_LINES}
          onClick={() => change([...lines, ...toLines([''])])}
        >
          {t('content.notices.marquee.add')}
        </button>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? t('content.saving') : t('content.notices.marquee.save')}
        </button>
        {saved ? (
          <span className="form-alert form-alert--success" role="status">
            {t('content.notices.marquee.saved')}
          </span>
        ) : null}
      </div>
    </form>
  );
}

function SystemNoticeForm({ saved }: { saved: NoticesView }) {
  const { t } = useTranslation();
  const [html, setHtml] = useState(saved.system_notice);
  const [done, setDone] = useState<string | null>(null);
  const save = useSaveNotices();
  const changed = html !== saved.system_notice;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone(null);
    save.mutate(
      { system_notice: html },
      {
        onSuccess: (result) => {
          setHtml(result.system_notice);
          setDone(result.system_notice === html ? t('content.notices.system.saved') : t('content.notices.system.savedSanitised'));
        },
      },
    );
  }

  const error = fieldError(save.error, 'system_notice');
  const topError = formError(save.error, ['system_notice']);
  return (
    <form className="panel content-panel" onSubmit={submit} noValidate aria-labelledby="system-notice-heading">
      <div className="content-panel__head">
        <h2 id="system-notice-heading">{t('content.notices.system.heading')}</h2>
        <span className="muted">{t('content.notices.system.intro')}</span>
      </div>
      {topError ? (
        <p className="form-alert form-alert--error" role="alert">
          {topError}
        </p>
      ) : null}
      <div className="system-notice">
        <div className="form-field">
          <label htmlFor="system-notice-html">{t('content.notices.system.html')}</label>
          <textarea
            id="system-notice-html"
            value={html}
            rows={14}
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              setDone(null);
              setHtml(event.target.value);
            }}
          />
          {error ? <p className="form-field__error">{error}</p> : <p className="form-field__hint">{t('content.notices.system.hint')}</p>}
        </div>
        <div className="form-field">
          <span className="image-field__label" id="system-notice-preview-label">
            {t('content.notices.system.preview')}
            {changed ? t('content.notices.system.previewStale') : ''}
          </span>
          {/* The server's sanitised HTML, shown in a sandbox with scripts off as a second lock. */}
          <iframe
            className="system-notice__preview"
            title={t('content.notices.system.previewTitle')}
            sandbox=""
            srcDoc={`<!doctype html><meta charset="utf-8"><style>body{font:14px system-ui,sans-serif;margin:12px;color:#1c232b}img{max-width:100%}</style>${saved.system_notice}`}
          />
        </div>
      </div>
      <div className="content-actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? t('content.saving') : t('content.notices.system.save')}
        </button>
        {done ? (
          <span className="form-alert form-alert--success" role="status">
            {done}
          </span>
        ) : null}
      </div>
    </form>
  );
}
