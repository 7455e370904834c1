import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { pickLanguage } from '../../domain/outbound-messages.js';
import { validateForgotPassword } from '../../domain/password-rules.js';
import { invalid, type PlayerResult } from '../../domain/player-failure.js';
import { normalisePhone } from '../../domain/sign-up-rules.js';
import { PlayerPhonesRepository } from '../../persistence/player-phones.repository.js';
import { PlayersRepository } from '../../persistence/players.repository.js';
import { CodeSender } from '../send-verification-code/code-sender.js';
import { RequestPasswordResetCommand } from './request-password-reset.command.js';

@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand, PlayerResult<{ message: string }>> {
  private readonly logger = new Logger('PasswordReset');

  constructor(
    @Inject(PlayersRepository) private readonly players: PlayersRepository,
    @Inject(PlayerPhonesRepository) private readonly phones: PlayerPhonesRepository,
    @Inject(CodeSender) private readonly sender: CodeSender,
  ) {}

  async execute({ payload, client }: RequestPasswordResetCommand): Promise<PlayerResult<{ message: string }>> {
    const checked = validateForgotPassword(payload);
    if (!checked.ok) return invalid(checked.errors);
    const answer = {
      ok: true as const,
      message: `OTP sent successfully. Please check your ${checked.channel === 'email' ? 'email' : 'SMS'}.`,
    };

    const player = await this.players.findByUsername(checked.username);
    if (!player || player.status !== 'active') return answer;
    let recipient: string | undefined;
    if (checked.channel === 'email') {
      if (player.emailVerifiedAt && checked.address.toLowerCase() === player.email.toLowerCase()) recipient = player.email;
    } else {
      const phone = normalisePhone(checked.address);
      if (player.phoneVerifiedAt && phone === player.phone) recipient = player.phone;
      else if ((await this.phones.find(player.id, phone))?.verifiedAt) recipient = phone;
    }
    if (!recipient) return answer;
    const sent = await this.sender.send('reset-password', {
      playerId: player.id,
      channel: checked.channel,
      recipient,
      language: pickLanguage(client.acceptLanguage, player.language),
    });
    // A request inside the 300 s wait sends nothing; saying so would tell a stranger the account exists.
    if (!sent.ok) this.logger.log(`reset code for player ${player.id} not re-sent: ${sent.message}`);
    return answer;
  }
}
