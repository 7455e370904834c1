import type { NoticesView } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import '@/components/data-table.css';
import '@/components/form.css';
import { fieldError, formError } from '@/lib/form-errors';
import { useNotices } from '../api/get-notices';
import { useSaveNotices } from '../api/save-notices';
import './content.css';

const MAX_LINES = 20;

/** The home marquee lines and the system notice pop-up (HTML, sanitised by the server). */
export function NoticesPage() {
  const notices = useNotices();
  return (
    <section className="content-page">
      <h1>Notices</h1>
      {notices.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          Could not load the notices: {notices.error.message}
        </p>
      ) : null}
      {notices.data ? (
        <>
          <MarqueeForm initial={notices.data.notice} />
          <SystemNoticeForm saved={notices.data} />
        </>
      ) : notices.isPending ? (
        <p className="muted">Loading…</p>
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
        <h2 id="marquee-heading">Marquee</h2>
        <span className="muted">
          {lines.length} of {MAX_LINES} lines, up to 500 characters each; scrolls on the home page in this order.
        </span>
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
              aria-label={`Marquee line ${index + 1}`}
              value={line.text}
              maxLength={500}
              aria-invalid={lineError ? true : undefined}
              onChange={(event) => change(lines.map((l) => (l.key === line.key ? { ...l, text: event.target.value } : l)))}
            />
            <span className="order-buttons">
              <button
                type="button"
                className="button button--small"
                aria-label={`Move line ${index + 1} up`}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                ↑
              </button>
              <button
                type="button"
                className="button button--small"
                aria-label={`Move line ${index + 1} down`}
                disabled={index === lines.length - 1}
                onClick={() => move(index, 1)}
              >
                ↓
              </button>
            </span>
            <button
              type="button"
              className="button button--small button--danger"
              aria-label={`Remove line ${index + 1}`}
              onClick={() => change(lines.filter((l) => l.key !== line.key))}
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      {lines.length === 0 ? <p className="muted">No marquee lines: the home page shows no marquee.</p> : null}
      {lineError ? <p className="form-field__error">{lineError}</p> : null}
      <div className="content-actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={lines.length >= MAX_LINES}
          onClick={() => change([...lines, ...toLines([''])])}
        >
          Add line
        </button>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save marquee'}
        </button>
        {saved ? (
          <span className="form-alert form-alert--success" role="status">
            Marquee saved.
          </span>
        ) : null}
      </div>
    </form>
  );
}

function SystemNoticeForm({ saved }: { saved: NoticesView }) {
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
          setDone(
            result.system_notice === html
              ? 'System notice saved.'
              : 'System notice saved. The server removed unsafe parts (scripts, event handlers, javascript: links): see the preview.',
          );
        },
      },
    );
  }

  const error = fieldError(save.error, 'system_notice');
  const topError = formError(save.error, ['system_notice']);
  return (
    <form className="panel content-panel" onSubmit={submit} noValidate aria-labelledby="system-notice-heading">
      <div className="content-panel__head">
        <h2 id="system-notice-heading">System notice</h2>
        <span className="muted">A closable pop-up on the player site; empty shows none.</span>
      </div>
      {topError ? (
        <p className="form-alert form-alert--error" role="alert">
          {topError}
        </p>
      ) : null}
      <div className="system-notice">
        <div className="form-field">
          <label htmlFor="system-notice-html">HTML</label>
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
          {error ? (
            <p className="form-field__error">{error}</p>
          ) : (
            <p className="form-field__hint">Up to 20,000 characters. Scripts, event handlers and javascript: links are removed on save.</p>
          )}
        </div>
        <div className="form-field">
          <span className="image-field__label" id="system-notice-preview-label">
            Preview (as the server saved it, sanitised){changed ? ' — save to update' : ''}
          </span>
          {/* The server's sanitised HTML, shown in a sandbox with scripts off as a second lock. */}
          <iframe
            className="system-notice__preview"
            title="System notice preview"
            sandbox=""
            srcDoc={`<!doctype html><meta charset="utf-8"><style>body{font:14px system-ui,sans-serif;margin:12px;color:#1c232b}img{max-width:100%}</style>${saved.system_notice}`}
          />
        </div>
      </div>
      <div className="content-actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save system notice'}
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
