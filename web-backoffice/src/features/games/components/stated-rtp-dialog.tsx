import type { StaffGameProviderGame } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { TextField } from '@/components/text-field';
import { fieldError, formError } from '@/lib/form-errors';
import { useSetStatedRtp } from '../api/provider-games';

/**
 * Sets the RTP a game states (its paytable's), which the game report shows beside the actual RTP; empty
 * clears it. The API checks the value (50.00-100.00, two decimals) and says why in the staff member's language.
 */
export function StatedRtpDialog({
  provider,
  game,
  onDone,
  onCancel,
}: {
  provider: string;
  game: StaffGameProviderGame;
  onDone: (notice: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const set = useSetStatedRtp();
  const [value, setValue] = useState(game.stated_rtp ?? '');
  return (
    <FormDialog
      title={t('games.games.rtpTitle', { name: game.name })}
      submitLabel={t('games.games.rtpSave')}
      busy={set.isPending}
      error={formError(set.error, ['stated_rtp']) ?? null}
      onSubmit={() => {
        const entered = value.trim();
        set.mutate(
          { code: provider, game: game.code, statedRtp: entered === '' ? null : entered },
          {
            onSuccess: (saved) =>
              onDone(
                saved.stated_rtp === null
                  ? t('games.games.rtpCleared', { name: saved.name })
                  : t('games.games.rtpSaved', { name: saved.name, rtp: saved.stated_rtp }),
              ),
          },
        );
      }}
      onCancel={onCancel}
    >
      <TextField
        label={t('games.games.rtpLabel')}
        name="stated_rtp"
        inputMode="decimal"
        autoComplete="off"
        placeholder="96.50"
        value={value}
        error={fieldError(set.error, 'stated_rtp')}
        hint={t('games.games.rtpHint')}
        onValue={(_, next) => setValue(next)}
        autoFocus
      />
    </FormDialog>
  );
}
