import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SessionStore } from '../../../auth/index.js';
import { AuditLog } from '../../persistence/audit-log.js';
import { SignOutStaffCommand } from './sign-out-staff.command.js';

@CommandHandler(SignOutStaffCommand)
export class SignOutStaffHandler implements ICommandHandler<SignOutStaffCommand, void> {
  constructor(
    @Inject(SessionStore) private readonly sessions: SessionStore,
    @Inject(AuditLog) private readonly audit: AuditLog,
  ) {}

  async execute({ sessionId, audit }: SignOutStaffCommand): Promise<void> {
    await this.sessions.revoke(sessionId);
    await this.audit.record(audit, {
      action: 'staff.signed_out',
      targetKind: 'staff',
      ...(audit.actorId ? { targetId: audit.actorId } : {}),
    });
  }
}
