import type { CodeSentResponse } from '@khela/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { text } from '../../domain/field-errors.js';
import { pickLanguage } from '../../domain/outbound-messages.js';
import { fail, invalid, type PlayerResult } from '../../domain/player-failure.js';
import { normalisePhone, signUpMessages } from '../../domain/sign-up-rules.js';
import { PlayerPhonesRepository } from '../../persistence/player-phones.repository.js';
import { PlayersRepository } from '../../persistence/players.repository.js';
import { CodeSender } from './code-sender.js';
import { SendVerificationCodeCommand } from './send-verification-code.command.js';

export const verificationMessages = {
  targetRequired: 'Please enter your phone number or e-mail address.',
  notYourPhone: 'This phone number is not the one on your account.',
  notYourEmail: 'This e-mail address is not the one on your account.',
  phoneVerified: 'Your phone number is already verified.',
  emailVerified: 'Your e-mail address is already verified.',
  extraUnknown: 'Add this phone number to your account first.',
  extraVerified: 'This phone number is already verified.',
} as const;

@CommandHandler(SendVerificationCodeCommand)
export class SendVerificationCodeHandler implements ICommandHandler<SendVerificationCodeCommand, PlayerResult<CodeSentResponse>> {
  constructor(
    @Inject(PlayersRepository) private readonly players: PlayersRepository,
    @Inject(PlayerPhonesRepository) private readonly phones: PlayerPhonesRepository,
    @Inject(CodeSender) private readonly sender: CodeSender,
  ) {}

  async execute({ playerId, target, scope, client }: SendVerificationCodeCommand): Promise<PlayerResult<CodeSentResponse>> {
    const player = await this.players.findById(playerId);
    if (!player) return fail('unauthenticated', 'Unauthenticated.');
    const language = pickLanguage(client.acceptLanguage, player.language);
    const phone = normalisePhone(text(target.phone));
    const email = text(target.email).trim();

    if (scope === 'extra') {
      if (phone === '') return invalid({ phone: [signUpMessages.phoneRequired] });
      const extra = await this.phones.find(playerId, phone);
      if (!extra) return invalid({ phone: [verificationMessages.extraUnknown] });
      if (extra.verifiedAt) return fail('conflict', verificationMessages.extraVerified);
      return this.sender.send('verify-extra-phone', { playerId, channel: 'sms', recipient: extra.phone, language });
    }
    if (phone !== '') {
      if (phone !== player.phone) return invalid({ phone: [verificationMessages.notYourPhone] });
      if (player.phoneVerifiedAt) return fail('conflict', verificationMessages.phoneVerified);
      return this.sender.send('verify-phone', { playerId, channel: 'sms', recipient: player.phone, language });
    }
    if (email !== '') {
      if (email.toLowerCase() !== player.email.toLowerCase()) return invalid({ email: [verificationMessages.notYourEmail] });
      if (player.emailVerifiedAt) return fail('conflict', verificationMessages.emailVerified);
      return this.sender.send('verify-email', { playerId, channel: 'email', recipient: player.email, language });
    }
    return invalid({ phone: [verificationMessages.targetRequired] });
  }
}
