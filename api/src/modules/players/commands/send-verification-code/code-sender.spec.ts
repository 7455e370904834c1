import { describe, expect, it } from '@jest/globals';
import { fake } from '../../../../../test/i18n/message-coverage.js';
import { SeededRandomSource } from '../../../../platform/clock/random-source.js';
import type { PlayerMessenger } from '../../messaging/player-messenger.js';
import type { VerificationCodesStore } from '../../persistence/verification-codes.store.js';
import { CodeSender } from './code-sender.js';

describe('CodeSender', () => {
  it('draws the code from the platform RandomSource: one seed, one sequence of codes', async () => {
    const codesFrom = async (seed: string) => {
      const saved: string[] = [];
      const store = fake<VerificationCodesStore>({
        claimSend: async () => ({ ok: true }),
        save: async (_purpose: unknown, _player: unknown, _recipient: unknown, code: string) => {
          saved.push(code);
        },
        releaseSend: async () => undefined,
      });
      const sender = new CodeSender(store, fake<PlayerMessenger>({ sendCode: async () => 'outbox-1' }), new SeededRandomSource(seed));
      const to = { playerId: '1', recipient: '01712345678', language: 'en' as const, channel: 'sms' as const };
      for (let i = 0; i < 3; i += 1) await sender.send('verify-phone', to);
      return saved;
    };
    const first = await codesFrom('codes');
    expect(first).toHaveLength(3);
    for (const code of first) expect(code).toMatch(/^\d{6}$/);
    expect(await codesFrom('codes')).toEqual(first);
    expect(await codesFrom('other seed')).not.toEqual(first);
  });
});
