/** A house game's limits as staff set them, checked before anything is written. Minor units. */
export interface GameSettingsValues {
  enabled: boolean;
  minBetMinor: bigint;
  maxBetMinor: bigint;
  maxWinMinor: bigint;
}

export type SettingsRefusal = 'min_bet' | 'max_bet_below_min' | 'max_win';

/** The rules the table's checks also hold (min > 0, max >= min, max win > 0), as answers rather than errors. */
export function checkSettings(v: GameSettingsValues): SettingsRefusal | null {
  if (v.minBetMinor <= 0n) return 'min_bet';
  if (v.maxBetMinor < v.minBetMinor) return 'max_bet_below_min';
  if (v.maxWinMinor <= 0n) return 'max_win';
  return null;
}
