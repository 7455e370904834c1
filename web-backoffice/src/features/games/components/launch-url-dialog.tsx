import type { StaffGameProvider } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { TextField } from '@/components/text-field';
import { fieldError, formError } from '@/lib/form-errors';
import { useUpdateGameProvider } from '../api/change-game-provider';

/** Changes where launches send players; the API checks it is an http(s) URL. */
export function LaunchUrlDialog({
  provider,
  onDone,
  onCancel,
}: {
  provider: StaffGameProvider;
  onDone: (notice: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateGameProvider();
  const [url, setUrl] = useState(provider.launch_url);
  return (
    <FormDialog
      title={t('games.providers.urlTitle', { name: provider.name })}
      submitLabel={t('games.providers.save')}
      busy={update.isPending}
      error={formError(update.error, ['launch_url']) ?? null}
      onSubmit={() =>
        update.mutate(
          { code: provider.code, change: { launch_url: url.trim() } },
          { onSuccess: (saved) => onDone(t('games.providers.urlSaved', { name: saved.name })) },
        )
      }
      onCancel={onCancel}
    >
      <TextField
        label={t('games.providers.urlLabel')}
        name="launch_url"
        type="url"
        value={url}
        error={fieldError(update.error, 'launch_url')}
        hint={t('games.providers.urlHint')}
        onValue={(_, value) => setUrl(value)}
        autoFocus
      />
    </FormDialog>
  );
}
