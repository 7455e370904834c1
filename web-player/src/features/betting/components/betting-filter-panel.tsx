import { gameCategoryTypes, type BettingRecordTypesAnswer, type GameCategoryType } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BettingFilters, DateRange } from '../lib/betting-groups';

const dateOptions: [DateRange, 'today' | 'yesterday' | 'last7'][] = [
  ['today', 'today'],
  ['yesterday', 'yesterday'],
  ['last7', 'last7'],
];

/**
 * The filter panel of /betting-record (spec section 2.3): Platform (single choice; choosing the chosen one
 * again goes back to All), Game Type (single choice), Date; nothing applies until Confirm.
 */
export function BettingFilterPanel({
  types,
  applied,
  onConfirm,
}: {
  types: BettingRecordTypesAnswer | undefined;
  applied: BettingFilters;
  onConfirm: (filters: BettingFilters) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<BettingFilters>(applied);
  const gameTypes: { type: GameCategoryType; title: string }[] =
    types?.game_types ?? gameCategoryTypes.map((type) => ({ type, title: type }));

  return (
    <form
      className="betting-filters"
      aria-label={t('betting.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm(draft);
      }}
    >
      <fieldset className="betting-filter">
        <legend className="betting-filter__label">{t('betting.platform')}</legend>
        <div className="betting-chips">
          <button
            type="button"
            className="betting-chip"
            aria-pressed={draft.platform === null}
            onClick={() => setDraft((d) => ({ ...d, platform: null }))}
          >
            {t('betting.all')}
          </button>
          {(types?.platforms ?? []).map((item) => (
            <button
              key={item.platform}
              type="button"
              className="betting-chip"
              aria-pressed={draft.platform === item.platform}
              onClick={() => setDraft((d) => ({ ...d, platform: d.platform === item.platform ? null : item.platform }))}
            >
              {item.name}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset className="betting-filter">
        <legend className="betting-filter__label">{t('betting.gameType')}</legend>
        <div className="betting-chips">
          <button
            type="button"
            className="betting-chip"
            aria-pressed={draft.gameType === null}
            onClick={() => setDraft((d) => ({ ...d, gameType: null }))}
          >
            {t('betting.all')}
          </button>
          {gameTypes.map((item) => (
            <button
              key={item.type}
              type="button"
              className="betting-chip"
              aria-pressed={draft.gameType === item.type}
              onClick={() => setDraft((d) => ({ ...d, gameType: item.type }))}
            >
              {t(`categories.${item.type}`)}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset className="betting-filter">
        <legend className="betting-filter__label">{t('betting.date')}</legend>
        <div className="betting-chips">
          {dateOptions.map(([value, key]) => (
            <button
              key={value}
              type="button"
              className="betting-chip"
              aria-pressed={draft.date === value}
              onClick={() => setDraft((d) => ({ ...d, date: value }))}
            >
              {t(`betting.${key}`)}
            </button>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="button button--gold betting-filters__confirm">
        {t('betting.confirm')}
      </button>
    </form>
  );
}
