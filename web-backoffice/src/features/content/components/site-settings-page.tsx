import type { GeneralSettings, LogoItem } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { TextField } from '@/components/text-field';
import '@/components/form.css';
import type { contentEn } from '@/i18n/locales/content';
import { fieldError, formError } from '@/lib/form-errors';
import { useGeneralSettings } from '../api/get-general-settings';
import { useLogo } from '../api/get-logo';
import { useSaveGeneralSettings, type GeneralSettingsInput } from '../api/save-general-settings';
import { useSaveLogo } from '../api/save-logo';
import { ImageField } from './image-field';
import './content.css';

/** Site settings: the site on/off switch (with a confirmation), general settings and the logo set. */
export function SiteSettingsPage() {
  const { t } = useTranslation();
  const general = useGeneralSettings();
  const logo = useLogo();
  return (
    <section className="content-page">
      <h1>{t('content.settings.title')}</h1>
      <p className="muted">{t('content.settings.intro')}</p>
      {general.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {t('content.settings.loadFailed', { message: general.error.message })}
        </p>
      ) : null}
      {general.data ? (
        <>
          <SiteStatusPanel siteStatus={general.data.site_status} />
          <GeneralForm initial={general.data} />
        </>
      ) : general.isPending ? (
        <p className="muted">{t('common.loading')}</p>
      ) : null}
      {logo.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {t('content.settings.logoLoadFailed', { message: logo.error.message })}
        </p>
      ) : null}
      {logo.data ? <LogoForm initial={logo.data} /> : null}
    </section>
  );
}

/** site_status: 1 open, 0 the maintenance page for every visitor. Turning it off asks first. */
export function SiteStatusPanel({ siteStatus }: { siteStatus: number }) {
  const { t } = useTranslation();
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
          setNotice(next === 1 ? t('content.settings.status.openedAgain') : t('content.settings.status.turnedOff'));
        },
      },
    );
  }

  return (
    <section className="panel content-panel" aria-labelledby="site-status-heading">
      <h2 id="site-status-heading">{t('content.settings.status.heading')}</h2>
      <div className="status-line">
        <span className={open ? 'tag tag--ok' : 'tag tag--danger'} data-testid="site-status">
          {open ? t('content.settings.status.open') : t('content.settings.status.maintenance')}
        </span>
        <span className="muted">{open ? t('content.settings.status.openText') : t('content.settings.status.maintenanceText')}</span>
        {open ? (
          <button type="button" className="button button--danger" onClick={() => setConfirming(true)} disabled={save.isPending}>
            {t('content.settings.status.turnOff')}
          </button>
        ) : (
          <button type="button" className="button button--primary" onClick={() => setStatus(1)} disabled={save.isPending}>
            {save.isPending ? t('content.settings.status.turningOn') : t('content.settings.status.turnOn')}
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
          title={t('content.settings.status.confirmTitle')}
          confirmLabel={save.isPending ? t('content.settings.status.turningOff') : t('content.settings.status.turnOff')}
          danger
          busy={save.isPending}
          onConfirm={() => setStatus(0)}
          onCancel={() => {
            save.reset();
            setConfirming(false);
          }}
        >
          <p>{t('content.settings.status.confirmText')}</p>
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

type HintKey = keyof typeof contentEn.settings.hints;

/** Labels are `content.settings.fields.<name>`; a hint is `content.settings.hints.<hint>`. */
const textFields: { name: TextKey; hint?: HintKey; type?: string }[] = [
  { name: 'site_title' },
  { name: 'support_mail', type: 'email' },
  { name: 'support_phone' },
  { name: 'messaging_link', hint: 'messaging_link' },
  { name: 'support_telegram' },
  { name: 'support_facebook' },
  { name: 'livechat_license', hint: 'livechat_license' },
  { name: 'tawk_property_id' },
  { name: 'tawk_widget_id' },
  { name: 'affiliate_url' },
  { name: 'app_download_url', hint: 'app_download_url' },
];

type GeneralDraft = Record<TextKey, string> & { withdrawal_status: number };

function draftOf(settings: GeneralSettings): GeneralDraft {
  const draft = { withdrawal_status: settings.withdrawal_status } as GeneralDraft;
  for (const { name } of textFields) draft[name] = settings[name] ?? '';
  return draft;
}

function GeneralForm({ initial }: { initial: GeneralSettings }) {
  const { t } = useTranslation();
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
      <h2 id="general-heading">{t('content.settings.general.heading')}</h2>
      {topError ? (
        <p className="form-alert form-alert--error" role="alert">
          {topError}
        </p>
      ) : null}
      <div className="content-grid">
        {textFields.map((f) => (
          <TextField
            key={f.name}
            label={t(`content.settings.fields.${f.name}`)}
            name={f.name}
            type={f.type ?? 'text'}
            value={draft[f.name]}
            hint={f.hint ? t(`content.settings.hints.${f.hint}`) : undefined}
            error={fieldError(save.error, f.name)}
            onValue={update}
          />
        ))}
        <div className="form-field">
          <label htmlFor="withdrawal-status">{t('content.settings.general.withdrawals')}</label>
          <select
            id="withdrawal-status"
            value={draft.withdrawal_status}
            aria-invalid={fieldError(save.error, 'withdrawal_status') ? true : undefined}
            onChange={(event) => {
              setSaved(false);
              setDraft((d) => ({ ...d, withdrawal_status: Number(event.target.value) }));
            }}
          >
            <option value={1}>{t('content.settings.general.withdrawalsShown')}</option>
            <option value={0}>{t('content.settings.general.withdrawalsHidden')}</option>
          </select>
          <p className="form-field__hint">{t('content.settings.general.withdrawalsHint')}</p>
          {fieldError(save.error, 'withdrawal_status') ? (
            <p className="form-field__error">{fieldError(save.error, 'withdrawal_status')}</p>
          ) : null}
        </div>
      </div>
      <div className="content-actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? t('content.saving') : t('content.settings.general.save')}
        </button>
        {saved ? (
          <span className="form-alert form-alert--success" role="status">
            {t('content.settings.general.saved')}
          </span>
        ) : null}
      </div>
    </form>
  );
}

/** Label and hint are `content.settings.logos.<name>.label` / `.hint`. */
const logoFields: { name: keyof LogoItem; w: number; h: number }[] = [
  { name: 'logo', w: 200, h: 60 },
  { name: 'mobile_logo', w: 160, h: 48 },
  { name: 'loader_logo', w: 96, h: 96 },
  { name: 'favicon', w: 48, h: 48 },
];

function LogoForm({ initial }: { initial: LogoItem }) {
  const { t } = useTranslation();
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
      <h2 id="logo-heading">{t('content.settings.logos.heading')}</h2>
      {topError ? (
        <p className="form-alert form-alert--error" role="alert">
          {topError}
        </p>
      ) : null}
      <div className="content-grid content-grid--wide">
        {logoFields.map((f) => (
          <ImageField
            key={f.name}
            label={t(`content.settings.logos.${f.name}.label`)}
            purpose="logo"
            value={draft[f.name]}
            hint={t(`content.settings.logos.${f.name}.hint`)}
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
          {save.isPending ? t('content.saving') : t('content.settings.logos.save')}
        </button>
        {saved ? (
          <span className="form-alert form-alert--success" role="status">
            {t('content.settings.logos.saved')}
          </span>
        ) : null}
      </div>
    </form>
  );
}
