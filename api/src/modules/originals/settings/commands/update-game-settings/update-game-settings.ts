import { Inject, Injectable } from '@nestjs/common';
import { StaffWrite, type AuditContext } from '../../../../backoffice/index.js';
import { takaFromMinor } from '../../../domain/money-text.js';
import { checkSettings, type GameSettingsValues, type SettingsRefusal } from '../../domain/game-settings-rules.js';
import { GameSettingsRepository, type GameSettingsRow } from '../../persistence/game-settings.repository.js';

export type SettingsEdit = { ok: true; value: GameSettingsRow } | { ok: false; error: SettingsRefusal | 'not_found' };

/** What the audit log keeps of a game's settings (taka text, as the screen shows them). */
const audited = (s: GameSettingsValues) => ({
  enabled: s.enabled,
  minBet: takaFromMinor(s.minBetMinor),
  maxBet: takaFromMinor(s.maxBetMinor),
  maxWin: takaFromMinor(s.maxWinMinor),
});

/**
 * Staff set a house game's switch and limits (games.manage). The row is locked for the before, the change
 * and its audit row commit together (StaffWrite); bets read the row on every placement, so it applies to the
 * next bet. A game in play (a mines game, a crash bet) finishes under the limits it started with, except
 * that mines checks the max win on every reveal.
 */
@Injectable()
export class UpdateGameSettings {
  constructor(
    @Inject(StaffWrite) private readonly write: StaffWrite,
    @Inject(GameSettingsRepository) private readonly settings: GameSettingsRepository,
  ) {}

  update(gameCode: string, values: GameSettingsValues, audit: AuditContext): Promise<SettingsEdit> {
    return this.write.run<SettingsEdit>(audit, async (db) => {
      const current = await this.settings.forUpdate(db, gameCode);
      if (!current) return { result: { ok: false, error: 'not_found' } };
      const refusal = checkSettings(values);
      if (refusal) return { result: { ok: false, error: refusal } };
      const updated = await this.settings.update(db, gameCode, values);
      return {
        result: { ok: true, value: updated },
        entry: {
          action: 'originals.game_settings',
          targetKind: 'game',
          targetId: gameCode,
          before: audited(current),
          after: audited(updated),
        },
      };
    });
  }
}
