import { describe, expect, it } from '@jest/globals';
import { literalMessagesOf, notBangla, untranslated } from '../../../test/i18n/message-coverage.js';
import { conversionMessages } from './commands/convert-points/convert-points.js';
import { convertInputMessages } from './http/dto/convert-vipcoin.dto.js';
import { levelChangeMessages } from './http/dto/vip-level-change.dto.js';
import { vipStaffInputMessages } from './http/dto/vip-staff-inputs.dto.js';
import { thresholdMessages } from './domain/vip-levels.js';
import { withdrawalLimitMessages } from './domain/withdrawal-limits.js';
import { vipBangla } from './vip-messages.bn.js';

describe('VIP messages in Bangla', () => {
  it('every text VIP answers with has a Bangla', () => {
    expect(literalMessagesOf('vip')).toContain('VIP points converted successfully.');
    const texts = [
      ...literalMessagesOf('vip'),
      ...Object.values(conversionMessages),
      ...Object.values(convertInputMessages),
      ...Object.values(levelChangeMessages),
      ...Object.values(vipStaffInputMessages),
      ...Object.values(thresholdMessages),
      ...Object.values(withdrawalLimitMessages),
    ];
    expect(untranslated(vipBangla, texts)).toEqual([]);
  });

  it('every Bangla is Bangla', () => {
    expect(notBangla(vipBangla)).toEqual([]);
  });
});
