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

/** Which of the two texts a form edits: players reading Bangla get the Bangla, or the English where it is empty. */
type TextLanguage = 'en' | 'bn';

/**
 * The home marquee lines, the system notice pop-up (HTML, sanitised by the server) and the maintenance
 * page's text, each in English and in Bangla.
 */
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
          <MarqueeForm language="en" initial={notices.data.notice} />
          <MarqueeForm language="bn" initial={notices.data.notice_bn} />
          <SystemNoticeForm language="en" saved={notices.data} />
          <SystemNoticeForm language="bn" saved={notices.data} />
          <MaintenanceTextForm saved={notices.data} />
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

/** Labels of the Bangla form say so; the English form's stay as they were. */
function useLabel(language: TextLanguage) {
  const { t } = useTranslation();
  return (text: string) => (language === 'bn' ? t('content.notices.inBangla', { text }) : text);
}

function MarqueeForm({ language, initial }: { language: TextLanguage; initial: string[] }) {
  const { t } = useTranslation();
  const label = useLabel(language);
  const field = language === 'bn' ? 'notice_bn' : 'notice';
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
      { [field]: notice },
      {
        onSuccess: (result) => {
          setLines(toLines(result[field]));
          setSaved(true);
        },
      },
    );
  }

  const lineError = fieldError(save.error, field);
  const topError = formError(save.error, [field]);
  const headingId = `marquee-heading-${language}`;
  return (
    <form className="panel content-panel" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <div className="content-panel__head">
        <h2 id={headingId}>{label(t('content.notices.marquee.heading'))}</h2>
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
              aria-label={label(t('content.notices.marquee.line', { number: String(index + 1) }))}
              lang={language}
              value={line.text}
              maxLength={500}
              aria-invalid={lineError ? true : undefined}
              onChange={(event) => change(lines.map((l) => (l.key === line.key ? { ...l, text: event.target.value } : l)))}
            />
            <span className="order-buttons">
              <button
                type="button"
                className="button button--small"
                aria-label={label(t('content.notices.marquee.moveUp', { number: String(index + 1) }))}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                ↑
              </button>
              <button
                type="button"
                className="button button--small"
                aria-label={label(t('content.notices.marquee.moveDown', { number: String(index + 1) }))}
                disabled={index === lines.length - 1}
                onClick={() => move(index, 1)}
              >
                ↓
              </button>
            </span>
            <button
              type="button"
              className="button button--small button--danger"
              aria-label={label(t('content.notices.marquee.removeLine', { number: String(index + 1) }))}
              onClick={() => change(lines.filter((l) => l.key !== line.key))}
            >
              {t('content.remove')}
            </button>
          </li>
        ))}
      </ol>
      {lines.length === 0 ? (
        <p className="muted">{t(language === 'bn' ? 'content.notices.marquee.emptyBn' : 'content.notices.marquee.empty')}</p>
      ) : null}
      {lineError ? <p className="form-field__error">{lineError}</p> : null}
      <div className="content-actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={lines.length >= MAX_LINES}
          onClick={() => change([...lines, ...toLines([''])])}
        >
          {label(t('content.notices.marquee.add'))}
        </button>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? t('content.saving') : label(t('content.notices.marquee.save'))}
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

function SystemNoticeForm({ language, saved }: { language: TextLanguage; saved: NoticesView }) {
  const { t } = useTranslation();
  const label = useLabel(language);
  const field = language === 'bn' ? 'system_notice_bn' : 'system_notice';
  const [html, setHtml] = useState(saved[field]);
  const [done, setDone] = useState<string | null>(null);
  const save = useSaveNotices();
  const changed = html !== saved[field];

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone(null);
    save.mutate(
      { [field]: html },
      {
        onSuccess: (result) => {
          setHtml(result[field]);
          setDone(result[field] === html ? t('content.notices.system.saved') : t('content.notices.system.savedSanitised'));
        },
      },
    );
  }

  const error = fieldError(save.error, field);
  const topError = formError(save.error, [field]);
  const id = `system-notice-${language}`;
  return (
    <form className="panel content-panel" onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <div className="content-panel__head">
        <h2 id={`${id}-heading`}>{label(t('content.notices.system.heading'))}</h2>
        <span className="muted">{t(language === 'bn' ? 'content.notices.system.introBn' : 'content.notices.system.intro')}</span>
      </div>
      {topError ? (
        <p className="form-alert form-alert--error" role="alert">
          {topError}
        </p>
      ) : null}
      <div className="system-notice">
        <div className="form-field">
          <label htmlFor={`${id}-html`}>{label(t('content.notices.system.html'))}</label>
          <textarea
            id={`${id}-html`}
            lang={language}
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
          <span className="image-field__label">
            {t('content.notices.system.preview')}
            {changed ? t('content.notices.system.previewStale') : ''}
          </span>
          {/* The server's sanitised HTML, shown in a sandbox with scripts off as a second lock. */}
          <iframe
            className="system-notice__preview"
            title={label(t('content.notices.system.previewTitle'))}
            sandbox=""
            srcDoc={`<!doctype html><meta charset="utf-8"><style>body{font:14px system-ui,sans-serif;margin:12px;color:#1c232b}img{max-width:100%}</style>${saved[field]}`}
          />
        </div>
      </div>
      <div className="content-actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? t('content.saving') : label(t('content.notices.system.save'))}
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

/** The maintenance page's text (shown while the site is off) in English and Bangla; empty: the page's own text. */
function MaintenanceTextForm({ saved }: { saved: NoticesView }) {
  const { t } = useTranslation();
  const [texts, setTexts] = useState({ maintenance_text: saved.maintenance_text, maintenance_text_bn: saved.maintenance_text_bn });
  const [done, setDone] = useState(false);
  const save = useSaveNotices();
  const fields = ['maintenance_text', 'maintenance_text_bn'] as const;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone(false);
    save.mutate(texts, {
      onSuccess: (result) => {
        setTexts({ maintenance_text: result.maintenance_text, maintenance_text_bn: result.maintenance_text_bn });
        setDone(true);
      },
    });
  }

  const topError = formError(save.error, [...fields]);
  return (
    <form className="panel content-panel" onSubmit={submit} noValidate aria-labelledby="maintenance-text-heading">
      <div className="content-panel__head">
        <h2 id="maintenance-text-heading">{t('content.notices.maintenance.heading')}</h2>
        <span className="muted">{t('content.notices.maintenance.intro')}</span>
      </div>
      {topError ? (
        <p className="form-alert form-alert--error" role="alert">
          {topError}
        </p>
      ) : null}
      <div className="content-grid">
        {fields.map((field) => {
          const error = fieldError(save.error, field);
          return (
            <div className="form-field" key={field}>
              <label htmlFor={`maintenance-${field}`}>{t(`content.notices.maintenance.${field}`)}</label>
              <textarea
                id={`maintenance-${field}`}
                lang={field === 'maintenance_text_bn' ? 'bn' : 'en'}
                value={texts[field]}
                rows={3}
                maxLength={1000}
                aria-invalid={error ? true : undefined}
                onChange={(event) => {
                  setDone(false);
                  setTexts((current) => ({ ...current, [field]: event.target.value }));
                }}
              />
              {error ? <p className="form-field__error">{error}</p> : null}
            </div>
          );
        })}
      </div>
      <div className="content-actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? t('content.saving') : t('content.notices.maintenance.save')}
        </button>
        {done ? (
          <span className="form-alert form-alert--success" role="status">
            {t('content.notices.maintenance.saved')}
          </span>
        ) : null}
      </div>
    </form>
  );
}
