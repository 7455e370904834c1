import { describe, expect, it } from '@jest/globals';
import { fake, literalMessagesOf, notBangla, untranslated } from '../../../test/i18n/message-coverage.js';
import { SeededRandomSource } from '../../platform/clock/random-source.js';
import { MessageCatalog } from '../../platform/i18n/message-catalog.js';
import { authBangla } from '../auth/index.js';
import { AddPhoneCommand } from './commands/add-phone/add-phone.command.js';
import { AddPhoneHandler, maxExtraPhones } from './commands/add-phone/add-phone.handler.js';
import { RequestPasswordResetCommand } from './commands/request-password-reset/request-password-reset.command.js';
import { RequestPasswordResetHandler } from './commands/request-password-reset/request-password-reset.handler.js';
import { staffResetMessages } from './commands/send-staff-password-reset/send-staff-password-reset.handler.js';
import { CodeSender } from './commands/send-verification-code/code-sender.js';
import { verificationMessages } from './commands/send-verification-code/send-verification-code.handler.js';
import { birthDateMessages } from './domain/birth-date.js';
import { desktopMessages } from './domain/desktop-registration-rules.js';
import { lockedOutMessage, loginMessages } from './domain/login-rules.js';
import { passwordMessages } from './domain/password-rules.js';
import { tooManyAttempts } from './domain/player-failure.js';
import { signUpMessages, validateMobileSignUp } from './domain/sign-up-rules.js';
import { staffPlayerMessages } from './domain/staff-player-actions.js';
import { player360Messages } from './domain/player-360-rules.js';
import { codeCheckMessage, codeMessages } from './domain/verification-code.js';
import type { PlayerMessenger } from './messaging/player-messenger.js';
import type { PlayerPhonesRepository } from './persistence/player-phones.repository.js';
import type { PlayerRecord, PlayersRepository } from './persistence/players.repository.js';
import type { VerificationCodesStore } from './persistence/verification-codes.store.js';
import { playersBangla } from './players-messages.bn.js';

const messageOf = (result: { message?: unknown }) => String(result.message);

/** The texts the players module builds at run time, produced by the real code with real values. */
async function runTimeMessages(): Promise<string[]> {
  const codes = (waitSeconds?: number) =>
    fake<VerificationCodesStore>({
      claimSend: async () => (waitSeconds === undefined ? { ok: true } : { ok: false, waitSeconds }),
      save: async () => undefined,
      releaseSend: async () => undefined,
    });
  const messenger = fake<PlayerMessenger>({ sendCode: async () => undefined });
  const to = { playerId: '1', recipient: 'x', language: 'en' as const };
  const random = new SeededRandomSource('players-messages');
  const sent = [
    await new CodeSender(codes(), messenger, random).send('verify-email', { ...to, channel: 'email' }),
    await new CodeSender(codes(), messenger, random).send('verify-phone', { ...to, channel: 'sms' }),
    await new CodeSender(codes(120), messenger, random).send('verify-phone', { ...to, channel: 'sms' }),
  ].map(messageOf);

  const nobody = fake<PlayersRepository>({ findByUsername: async () => undefined });
  const reset = new RequestPasswordResetHandler(nobody, fake<PlayerPhonesRepository>({}), fake<CodeSender>({}));
  const client = {};
  const otp = [
    await reset.execute(new RequestPasswordResetCommand({ type: 'email', email: 'a@b.com', username: 'someone1' }, client)),
    await reset.execute(new RequestPasswordResetCommand({ type: 'sms', phone: '01712345678', username: 'someone1' }, client)),
  ].map(messageOf);

  const player = fake<PlayerRecord>({ id: '1', phone: '01700000000' });
  const full = new AddPhoneHandler(
    fake<PlayersRepository>({ findById: async () => player }),
    fake<PlayerPhonesRepository>({ add: async () => 'full' }),
  );
  const added = messageOf(await full.execute(new AddPhoneCommand('1', '01712345678')));

  const longCodes = validateMobileSignUp({ referral_code: 'R'.repeat(41), agent_code: 'A'.repeat(41), affiliate_code: 'F'.repeat(41) });
  const codeLength = longCodes.ok ? [] : ['referral_code', 'agent_code', 'affiliate_code'].flatMap((f) => longCodes.errors[f] ?? []);
  expect(codeLength).toHaveLength(3);

  return [
    ...sent,
    ...otp,
    added,
    ...codeLength,
    ...[1, 59, 60, 61, 900].flatMap((seconds) => [lockedOutMessage(seconds), tooManyAttempts(seconds).message]),
    ...[1, 2, 4].map((triesLeft) => codeCheckMessage({ outcome: 'wrong', triesLeft })),
    codeCheckMessage({ outcome: 'wrong', triesLeft: 0 }),
    codeCheckMessage({ outcome: 'too_many' }),
    codeCheckMessage({ outcome: 'expired' }),
    codeMessages.wait(300),
  ];
}

describe('players messages in Bangla', () => {
  it('has Bangla for every message the module answers with', async () => {
    const runTime = await runTimeMessages();
    expect(runTime).toEqual(
      expect.arrayContaining([
        'A verification code has been sent to your e-mail address.',
        'Please wait 120 seconds before requesting a new code.',
        'OTP sent successfully. Please check your SMS.',
        `You can add at most ${maxExtraPhones} phone numbers.`,
        'Too many attempts. Please try again in 15 minutes.',
        'The verification code is incorrect. 1 try left.',
      ]),
    );
    const tables = [
      loginMessages,
      birthDateMessages,
      passwordMessages,
      desktopMessages,
      staffPlayerMessages,
      player360Messages,
      codeMessages,
      signUpMessages,
      verificationMessages,
      staffResetMessages,
    ].flatMap((table) => Object.values(table).filter((value): value is string => typeof value === 'string'));
    // 'Unauthenticated.' (use cases without a player) is the auth module's text, registered by it.
    expect(untranslated({ ...authBangla, ...playersBangla }, [...literalMessagesOf('players'), ...tables, ...runTime])).toEqual([]);
  });

  it('translates run-time parts into the Bangla text', () => {
    const catalog = new MessageCatalog();
    catalog.register(playersBangla);
    expect(catalog.translate(tooManyAttempts(600).message, 'bn')).toBe('অনেকবার চেষ্টা করা হয়েছে। 10 মিনিট পরে আবার চেষ্টা করুন।');
    expect(catalog.translate(codeMessages.wrong(3), 'bn')).toBe('যাচাইকরণ কোডটি ভুল। আর 3 বার চেষ্টা করতে পারবেন।');
  });

  it('gives each text a Bangla that is not the English text', () => {
    expect(notBangla(playersBangla)).toEqual([]);
  });
});
