import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/text-field';
import { ApiError } from '@/lib/api-client';
import { useSaveVipSettings, useVipSettings } from '../api/vip-staff';

/** The VIP constants staff may change (issue 21): the minimum VP per conversion. Audited by the api. */
export function VipSettingsForm() {
  const { t } = useTranslation();
  const settings = useVipSettings();
  const save = useSaveVipSettings();
  // what staff typed, else the saved value
  const [draft, setDraft] = useState<string | null>(null);
  const minConvert = draft ?? (settings.data ? String(settings.data.min_convert_points) : '');
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      { min_convert_points: Number(minConvert) },
      {
        onSuccess: () => {
          setDraft(null);
          setNotice({ kind: 'success', text: t('vip.settingsSaved') });
        },
        onError: (error) => setNotice({ kind: 'error', text: error instanceof ApiError ? error.message : t('vip.failed') }),
      },
    );
  };
  return (
    <form className="vip-section vip-settings" onSubmit={submit} aria-label={t('vip.settingsTitle')}>
      <h2>{t('vip.settingsTitle')}</h2>
      {notice ? (
        <p className={`form-alert form-alert--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      ) : null}
      <TextField
        label={t('vip.minConvert')}
        name="min_convert_points"
        inputMode="numeric"
        value={minConvert}
        error={undefined}
        hint={t('vip.minConvertHint')}
        onValue={(_, value) => setDraft(value)}
      />
      <button type="submit" className="button" disabled={save.isPending || !settings.data}>
        {t('vip.save')}
      </button>
    </form>
  );
}
