import { Command } from '@nestjs/cqrs';
import type { AuditContext } from '../../../backoffice/index.js';
import type { MessageChannel } from '../../domain/outbound-messages.js';
import type { PlayerResult } from '../../domain/player-failure.js';

/**
 * Staff send a player a password-reset code (POST /api/admin/players/:id/password-reset): to the
 * player's own verified e-mail or phone, in the player's language. Only the player ever sees the code:
 * the outbox, the logs and the audit row hold it masked or not at all.
 */
export class SendStaffPasswordResetCommand extends Command<PlayerResult<{ message: string }>> {
  constructor(
    readonly playerId: string,
    readonly channel: MessageChannel,
    readonly audit: AuditContext,
  ) {
    super();
  }
}
