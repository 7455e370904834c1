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
    const revocation = await this.write.run(audit, async (db) => {
      const ended = await this.sessions.markRevoked(sessionId, db);
      return {
        result: ended,
        entry: { action: 'staff.signed_out', targetKind: 'staff', ...(audit.actorId ? { targetId: audit.actorId } : {}) },
      };
    });
    await this.sessions.revocationCommitted(revocation); // before the answer: no instance lets it in
  }
}
