import type { GeneralSettings, LogoItem } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { TextField } from '@/components/text-field';
import '@/components/form.css';
import { fieldError, formError } from '@/lib/form-errors';
import { useGeneralSettings } from '../api/get-general-settings';
import { useLogo } from '../api/get-logo';
import { useSaveGeneralSettings, type GeneralSettingsInput } from '../api/save-general-settings';
import { useSaveLogo } from '../api/save-logo';
import { ImageField } from './image-field';
import './content.css';

/** Site settings: the site on/off switch (with a confirmation), general settings and the logo set. */
export function SiteSettingsPage() {
  const general = useGeneralSettings();
  const logo = useLogo();
  return (
    <section className="content-page">
      <h1>Site settings</h1>
      <p className="muted">Saved changes show on the player site at its next page load; every save is recorded in the audit log.</p>
      {general.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          Could not load the settings: {general.error.message}
        </p>
      ) : null}
      {general.data ? (
        <>
          <SiteStatusPanel siteStatus={general.data.site_status} />
          <GeneralForm initial={general.data} />
        </>
      ) : general.isPending ? (
        <p className="muted">Loading…</p>
      ) : null}
      {logo.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          Could not load the logos: {logo.error.message}
        </p>
      ) : null}
      {logo.data ? <LogoForm initial={logo.data} /> : null}
    </section>
  );
}

/** site_status: 1 open, 0 the maintenance page for every visitor. Turning it off asks first. */
export function SiteStatusPanel({ siteStatus }: { siteStatus: number }) {
  const save = useSaveGeneralSettings();
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const open = siteStatus === 1;

  function setStatus(next: 0 | 1) {
    setNotice(null);
    save.mutate(
      { site_status: next },
      {
        onSuccess: () => {
          setConfirming(false);
          setNotice(next === 1 ? 'The site is open again.' : 'The site is off: players see the maintenance page.');
        },
      },
    );
  }

  return (
    <section className="panel content-panel" aria-labelledby="site-status-heading">
      <h2 id="site-status-heading">Site status</h2>
      <div className="status-line">
        <span className={open ? 'tag tag--ok' : 'tag tag--danger'} data-testid="site-status">
          {open ? 'Open' : 'Maintenance'}
        </span>
        <span className="muted">
          {open ? 'Players can use the site.' : 'Every visitor sees “We’re currently undergoing Maintenance!” instead of the site.'}
        </span>
        {open ? (
          <button type="button" className="button button--danger" onClick={() => setConfirming(true)} disabled={save.isPending}>
            Turn site off
          </button>
        ) : (
          <button type="button" className="button button--primary" onClick={() => setStatus(1)} disabled={save.isPending}>
            {save.isPending ? 'Turning on…' : 'Turn site on'}
          </button>
        )}
      </div>
      {notice ? (
        <p className="form-alert form-alert--success" role="status">
          {notice}
        </p>
      ) : null}
      {save.isError && !confirming ? (
        <p className="form-alert form-alert--error" role="alert">
          {save.error.message}
        </p>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title="Turn the site off?"
          confirmLabel={save.isPending ? 'Turning off…' : 'Turn site off'}
          danger
          busy={save.isPending}
          onConfirm={() => setStatus(0)}
          onCancel={() => {
            save.reset();
            setConfirming(false);
          }}
        >
          <p>Every visitor of the player site will see the maintenance page instead of the site until you turn it back on.</p>
          {save.isError ? (
            <p className="form-alert form-alert--error" role="alert">
              {save.error.message}
            </p>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

type TextKey = Exclude<keyof GeneralSettingsInput, 'site_status' | 'withdrawal_status'>;

const textFields: { name: TextKey; label: string; hint?: string; type?: string }[] = [
  { name: 'site_title', label: 'Site title' },
  { name: 'support_mail', label: 'Support e-mail', type: 'email' },
  { name: 'support_phone', label: 'Support phone' },
  { name: 'messaging_link', label: 'Messaging link', hint: 'WhatsApp or Telegram chat URL; the chat button’s second choice.' },
  { name: 'support_telegram', label: 'Telegram link' },
  { name: 'support_facebook', label: 'Facebook link' },
  { name: 'livechat_license', label: 'LiveChat licence', hint: 'The chat button’s first choice when set.' },
  { name: 'tawk_property_id', label: 'Tawk property id' },
  { name: 'tawk_widget_id', label: 'Tawk widget id' },
  { name: 'affiliate_url', label: 'Affiliate login URL' },
  { name: 'app_download_url', label: 'App download URL', hint: 'An .apk link; empty offers the installable web app.' },
];

type GeneralDraft = Record<TextKey, string> & { withdrawal_status: number };

function draftOf(settings: GeneralSettings): GeneralDraft {
  const draft = { withdrawal_status: settings.withdrawal_status } as GeneralDraft;
  for (const { name } of textFields) draft[name] = settings[name] ?? '';
  return draft;
}

function GeneralForm({ initial }: { initial: GeneralSettings }) {
  const [draft, setDraft] = useState<GeneralDraft>(() => draftOf(initial));
  const [saved, setSaved] = useState(false);
  const save = useSaveGeneralSettings();
  const shownFields = [...textFields.map((f) => f.name), 'withdrawal_status'];

  function update(field: TextKey, value: string) {
    setSaved(false);
    setDraft((d) => ({ ...d, [field]: value }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    const input: GeneralSettingsInput = { ...draft };
    for (const { name } of textFields) input[name] = draft[name].trim();
    save.mutate(input, {
      onSuccess: (next) => {
        setDraft(draftOf(next));
        setSaved(true);
      },
    });
  }

  const topError = formError(save.error, shownFields);
  return (
    <form className="panel content-panel" onSubmit={submit} noValidate aria-labelledby="general-heading">
      <h2 id="general-heading">General</h2>
      {topError ? (
        <p className="form-alert form-alert--error" role="alert">
          {topError}
        </p>
      ) : null}
      <div className="content-grid">
        {textFields.map((f) => (
          <TextField
            key={f.name}
            label={f.label}
            name={f.name}
            type={f.type ?? 'text'}
            value={draft[f.name]}
            hint={f.hint}
            error={fieldError(save.error, f.name)}
            onValue={update}
          />
        ))}
        <div className="form-field">
          <label htmlFor="withdrawal-status">Withdrawals</label>
          <select
            id="withdrawal-status"
            value={draft.withdrawal_status}
            aria-invalid={fieldError(save.error, 'withdrawal_status') ? true : undefined}
            onChange={(event) => {
              setSaved(false);
              setDraft((d) => ({ ...d, withdrawal_status: Number(event.target.value) }));
            }}
          >
            <option value={1}>Shown (1)</option>
            <option value={0}>Hidden (0)</option>
          </select>
          <p className="form-field__hint">Hidden removes the withdrawal methods from the player site.</p>
          {fieldError(save.error, 'withdrawal_status') ? (
            <p className="form-field__error">{fieldError(save.error, 'withdrawal_status')}</p>
          ) : null}
        </div>
      </div>
      <div className="content-actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save general settings'}
        </button>
        {saved ? (
          <span className="form-alert form-alert--success" role="status">
            General settings saved.
          </span>
        ) : null}
      </div>
    </form>
  );
}

const logoFields: { name: keyof LogoItem; label: string; hint: string; w: number; h: number }[] = [
  { name: 'logo', label: 'Logo', hint: 'Desktop header.', w: 200, h: 60 },
  { name: 'mobile_logo', label: 'Mobile logo', hint: 'Mobile top bar.', w: 160, h: 48 },
  { name: 'loader_logo', label: 'Loader logo', hint: 'Shown while the site loads.', w: 96, h: 96 },
  { name: 'favicon', label: 'Favicon', hint: 'Browser tab icon, square.', w: 48, h: 48 },
];

function LogoForm({ initial }: { initial: LogoItem }) {
  const [draft, setDraft] = useState<LogoItem>(initial);
  const [saved, setSaved] = useState(false);
  const save = useSaveLogo();
  const topError = formError(
    save.error,
    logoFields.map((f) => f.name),
  );

  return (
    <form
      className="panel content-panel"
      noValidate
      aria-labelledby="logo-heading"
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(false);
        save.mutate(draft, {
          onSuccess: (next) => {
            setDraft(next);
            setSaved(true);
          },
        });
      }}
    >
      <h2 id="logo-heading">Logos</h2>
      {topError ? (
        <p className="form-alert form-alert--error" role="alert">
          {topError}
        </p>
      ) : null}
      <div className="content-grid content-grid--wide">
        {logoFields.map((f) => (
          <ImageField
            key={f.name}
            label={f.label}
            purpose="logo"
            value={draft[f.name]}
            hint={f.hint}
            previewWidth={f.w}
            previewHeight={f.h}
            error={fieldError(save.error, f.name)}
            onChange={(url) => {
              setSaved(false);
              setDraft((d) => ({ ...d, [f.name]: url }));
            }}
          />
        ))}
      </div>
      <div className="content-actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save logos'}
        </button>
        {saved ? (
          <span className="form-alert form-alert--success" role="status">
            Logos saved.
          </span>
        ) : null}
      </div>
    </form>
  );
}
