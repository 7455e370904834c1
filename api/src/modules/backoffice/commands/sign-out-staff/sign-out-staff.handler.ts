import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SessionStore } from '../../../auth/index.js';
import { StaffWrite } from '../staff-write.js';
import { SignOutStaffCommand } from './sign-out-staff.command.js';

/** Ends the staff member's current session; the revocation and its audit row commit together. */
@CommandHandler(SignOutStaffCommand)
export class SignOutStaffHandler implements ICommandHandler<SignOutStaffCommand, void> {
  constructor(
    @Inject(SessionStore) private readonly sessions: SessionStore,
    @Inject(StaffWrite) private readonly write: StaffWrite,
  ) {}

  async execute({ sessionId, audit }: SignOutStaffCommand): Promise<void> {
    await this.write.run(audit, async (db) => {
      await this.sessions.markRevoked(sessionId, db);
      return {
        result: undefined,
        entry: { action: 'staff.signed_out', targetKind: 'staff', ...(audit.actorId ? { targetId: audit.actorId } : {}) },
      };
    });
    this.sessions.closeSockets(sessionId);
  }
}
