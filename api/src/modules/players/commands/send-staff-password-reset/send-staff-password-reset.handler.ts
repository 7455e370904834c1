import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AuditLog } from '../../../backoffice/index.js';
import { fail, invalid, type PlayerResult } from '../../domain/player-failure.js';
import { staffPlayerMessages } from '../../domain/staff-player-actions.js';
import { PlayersRepository } from '../../persistence/players.repository.js';
import { CodeSender } from '../send-verification-code/code-sender.js';
import { SendStaffPasswordResetCommand } from './send-staff-password-reset.command.js';

export const staffResetMessages = {
  emailNotVerified: "The player's e-mail is not verified.",
  phoneNotVerified: "The player's phone is not verified.",
  sent: 'A password reset code has been sent to the player. Only the player can see it.',
} as const;

@CommandHandler(SendStaffPasswordResetCommand)
export class SendStaffPasswordResetHandler implements ICommandHandler<SendStaffPasswordResetCommand, PlayerResult<{ message: string }>> {
  constructor(
    @Inject(PlayersRepository) private readonly players: PlayersRepository,
    @Inject(CodeSender) private readonly sender: CodeSender,
    @Inject(AuditLog) private readonly audit: AuditLog,
  ) {}

  async execute({ playerId, channel, audit }: SendStaffPasswordResetCommand): Promise<PlayerResult<{ message: string }>> {
    // the code goes out before the audit row can be written, so an actor-less request is refused first
    this.audit.requireActor(audit);
    const player = /^\d{1,18}$/.test(playerId) ? await this.players.findById(playerId) : undefined;
    if (!player) return fail('not_found', staffPlayerMessages.notFound);
    const recipient = channel === 'email' ? (player.emailVerifiedAt && player.email) || '' : player.phoneVerifiedAt ? player.phone : '';
    if (recipient === '') {
      return invalid({ channel: [channel === 'email' ? staffResetMessages.emailNotVerified : staffResetMessages.phoneNotVerified] });
    }
    // the player's language, not the staff member's: the player reads it
    const sent = await this.sender.send('reset-password', { playerId, channel, recipient, language: player.language });
    if (!sent.ok) return sent; // inside the 300 s resend wait: nothing was sent
    await this.audit.record(audit, {
      action: 'player.password_reset_code_sent',
      targetKind: 'player',
      targetId: playerId,
      after: { channel, recipient },
    });
    return { ok: true, message: staffResetMessages.sent };
  }
}
