import { describe, expect, it } from '@jest/globals';
import { notBangla, untranslated } from '../../../test/i18n/message-coverage.js';
import { minesMessages } from './mines/domain/mines-messages.js';
import { minesBangla } from './mines/mines-messages.bn.js';
import { gameSettingsMessages } from './settings/domain/game-settings-messages.js';
import { gameSettingsBangla } from './settings/settings-messages.bn.js';
import { slotMessages } from './slot/domain/slot-messages.js';
import { slotBangla } from './slot/slot-messages.bn.js';

describe('mines, slot and game settings answers in Bangla', () => {
  it('every refusal has a Bangla, and it is Bangla', () => {
    for (const [bangla, english] of [
      [minesBangla, minesMessages],
      [slotBangla, slotMessages],
      [gameSettingsBangla, gameSettingsMessages],
    ] as const) {
      expect(untranslated(bangla, Object.values(english))).toEqual([]);
      expect(notBangla(bangla)).toEqual([]);
    }
  });
});
