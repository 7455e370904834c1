import type { StaffSession } from '@khela/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { fail, ok, type StaffResult } from '../../domain/staff-errors.js';
import { AuditLog, type SignInFailure } from '../../persistence/audit-log.js';
import { StaffUsersRepository } from '../../persistence/staff-users.repository.js';
import { EnrolmentTokens } from '../../security/enrolment-tokens.js';
import { Totp } from '../../security/totp.js';
import { TotpSecretCipher } from '../../security/totp-secret-cipher.js';
import { StaffLoginAttempts } from '../staff-login-attempts.js';
import { StaffSessionIssuer } from '../staff-session-issuer.js';
import { accountOf } from '../sign-in-staff/sign-in-staff.handler.js';
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
    @Inject(AuditLog) private readonly audit: AuditLog,
  ) {}

  async execute({ enrolmentToken, code, client, audit }: ConfirmTotpEnrolmentCommand): Promise<StaffResult<StaffSession>> {
    const pending = await this.enrolments.read(enrolmentToken);
    const account = (pending && (await this.staff.byId(pending.staffId))) || undefined;
    // a refused code leaves an audit row (the account's, when the enrolment names one; never the code)
    const refuse = async (reason: SignInFailure, result: StaffResult<StaffSession>) => {
      if (account)
        await this.audit.recordSignInFailure(audit, { ...accountOf(account), username: account.username, reason, step: '2fa_enrolment' });
      return result;
    };
    if (!pending?.secret || !account || account.status !== 'active' || account.totpEnabled)
      return refuse('enrolment_expired', fail({ code: 'enrolment_expired' }));
    // Counted before the code is checked, under the same limits as sign-in.
    const claimed = await this.attempts.claim(account.username, client.ip);
    if (!claimed.ok) return refuse(claimed.error.code === 'slow_down' ? 'throttled' : 'locked', claimed);
    const step = this.totp.verify(pending.secret, code);
    if (step === undefined) return refuse('wrong_code', await this.attempts.fail(claimed.value, account, audit, 'invalid_code'));
    const enrolled = await this.attempts.succeed(claimed.value, account, step, audit, 'staff.2fa_enrolled', {
      totpSecret: this.cipher.seal(pending.secret),
    });
    if (!enrolled) {
      await this.attempts.release(claimed.value);
      return refuse('code_reused', fail({ code: 'enrolment_expired' }));
    }
    await this.enrolments.consume(enrolmentToken);
    return ok(await this.sessions.open(enrolled, client));
  }
}
