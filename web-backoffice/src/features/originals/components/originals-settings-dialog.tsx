import type { StaffOriginalsGameSettings } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { TextField } from '@/components/text-field';
import { fieldError, formError } from '@/lib/form-errors';
import { useSaveOriginalsSettings } from '../api/originals-settings';

type Field = 'min_bet' | 'max_bet' | 'max_win';
const fields: readonly Field[] = ['min_bet', 'max_bet', 'max_win'];

/** Edits one house game's switch and limits; the API checks them (min > 0, max >= min, max win > 0) and says why. */
export function OriginalsSettingsDialog({
  game,
  onDone,
  onCancel,
}: {
  game: StaffOriginalsGameSettings;
  onDone: (notice: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveOriginalsSettings();
  const [enabled, setEnabled] = useState(game.enabled);
  const [values, setValues] = useState<Record<Field, string>>({ min_bet: game.min_bet, max_bet: game.max_bet, max_win: game.max_win });
  return (
    <FormDialog
      title={t('originals.editTitle', { name: game.name })}
      submitLabel={t('originals.save')}
      busy={save.isPending}
      error={formError(save.error, fields) ?? null}
      onSubmit={() =>
        save.mutate(
          { gameCode: game.game_code, body: { enabled, ...values } },
          { onSuccess: (saved) => onDone(t('originals.saved', { name: saved.name })) },
        )
      }
      onCancel={onCancel}
    >
      <label className="form-field">
        <input type="checkbox" name="enabled" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />{' '}
        {t('originals.enabledLabel')}
      </label>
      {fields.map((field, i) => (
        <TextField
          key={field}
          label={t(`originals.columns.${field}`)}
          name={field}
          inputMode="decimal"
          autoComplete="off"
          value={values[field]}
          error={fieldError(save.error, field)}
          onValue={(name, next) => setValues((v) => ({ ...v, [name]: next }))}
          autoFocus={i === 0}
        />
      ))}
    </FormDialog>
  );
}
