import type { StaffSession } from '@khela/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { fail, ok, type StaffResult } from '../../domain/staff-errors.js';
import { isLocked, minutesLeft } from '../../domain/staff-rules.js';
import { StaffUsersRepository } from '../../persistence/staff-users.repository.js';
import { EnrolmentTokens } from '../../security/enrolment-tokens.js';
import { Totp } from '../../security/totp.js';
import { TotpSecretCipher } from '../../security/totp-secret-cipher.js';
import { StaffLoginAttempts } from '../staff-login-attempts.js';
import { StaffSessionIssuer } from '../staff-session-issuer.js';
import { ConfirmTotpEnrolmentCommand } from './confirm-totp-enrolment.command.js';

@CommandHandler(ConfirmTotpEnrolmentCommand)
export class ConfirmTotpEnrolmentHandler implements ICommandHandler<ConfirmTotpEnrolmentCommand, StaffResult<StaffSession>> {
  constructor(
    @Inject(EnrolmentTokens) private readonly enrolments: EnrolmentTokens,
    @Inject(StaffUsersRepository) private readonly staff: StaffUsersRepository,
    @Inject(Totp) private readonly totp: Totp,
    @Inject(TotpSecretCipher) private readonly cipher: TotpSecretCipher,
    @Inject(StaffLoginAttempts) private readonly attempts: StaffLoginAttempts,
    @Inject(StaffSessionIssuer) private readonly sessions: StaffSessionIssuer,
  ) {}

  async execute({ enrolmentToken, code, client, audit }: ConfirmTotpEnrolmentCommand): Promise<StaffResult<StaffSession>> {
    const pending = await this.enrolments.read(enrolmentToken);
    const account = pending && (await this.staff.byId(pending.staffId));
    if (!pending?.secret || !account || account.status !== 'active' || account.totpEnabled) return fail({ code: 'enrolment_expired' });
    const now = new Date();
    if (isLocked(account, now)) return fail({ code: 'locked', minutes: minutesLeft(account.lockedUntil!, now) });
    const step = this.totp.verify(pending.secret, code);
    if (step === undefined) return this.attempts.fail(account.id, audit, 'invalid_code');
    const enrolled = await this.attempts.succeed(account, step, audit, 'staff.2fa_enrolled', {
      totpSecret: this.cipher.seal(pending.secret),
    });
    if (!enrolled) return fail({ code: 'enrolment_expired' });
    await this.enrolments.consume(enrolmentToken);
    return ok(await this.sessions.open(enrolled, client));
  }
}
