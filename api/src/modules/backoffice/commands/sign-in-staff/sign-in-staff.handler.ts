import type { StaffLoginResponse } from '@khela/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { fail, ok, type StaffResult } from '../../domain/staff-errors.js';
import { AuditLog, type SignInFailure } from '../../persistence/audit-log.js';
import { StaffUsersRepository, type StaffRecord } from '../../persistence/staff-users.repository.js';
import { EnrolmentTokens } from '../../security/enrolment-tokens.js';
import { PasswordHasher } from '../../security/password-hasher.js';
import { Totp } from '../../security/totp.js';
import { TotpSecretCipher } from '../../security/totp-secret-cipher.js';
import { StaffLoginAttempts } from '../staff-login-attempts.js';
import { StaffSessionIssuer } from '../staff-session-issuer.js';
import { SignInStaffCommand } from './sign-in-staff.command.js';

@CommandHandler(SignInStaffCommand)
export class SignInStaffHandler implements ICommandHandler<SignInStaffCommand, StaffResult<StaffLoginResponse>> {
  constructor(
    @Inject(StaffUsersRepository) private readonly staff: StaffUsersRepository,
    @Inject(PasswordHasher) private readonly passwords: PasswordHasher,
    @Inject(Totp) private readonly totp: Totp,
    @Inject(TotpSecretCipher) private readonly cipher: TotpSecretCipher,
    @Inject(EnrolmentTokens) private readonly enrolments: EnrolmentTokens,
    @Inject(StaffLoginAttempts) private readonly attempts: StaffLoginAttempts,
    @Inject(StaffSessionIssuer) private readonly sessions: StaffSessionIssuer,
    @Inject(AuditLog) private readonly audit: AuditLog,
  ) {}

  async execute({ credentials, client, audit }: SignInStaffCommand): Promise<StaffResult<StaffLoginResponse>> {
    const account = await this.staff.byUsername(credentials.username);
    // every refusal leaves an audit row saying which check refused (never what was typed)
    const refuse = async (reason: SignInFailure, result: StaffResult<StaffLoginResponse>) => {
      await this.audit.recordSignInFailure(audit, { ...accountOf(account), username: credentials.username, reason, step: 'sign_in' });
      return result;
    };
    // Counted before the password is checked (per account and address, per address, per account), so a
    // burst gets at most the limit of checks; refused while this address is locked out of the account.
    const claimed = await this.attempts.claim(credentials.username, client.ip);
    if (!claimed.ok) return refuse(claimed.error.code === 'slow_down' ? 'throttled' : 'locked', claimed);
    const claim = claimed.value;
    // An unknown username costs the same hash as a known one, so timing does not reveal which exist.
    const passwordOk = await this.passwords.verify(account?.passwordHash, credentials.password);
    if (!account) return refuse('unknown_username', await this.attempts.fail(claim, undefined, audit, 'invalid_credentials'));
    if (!passwordOk) return refuse('wrong_password', await this.attempts.fail(claim, account, audit, 'invalid_credentials'));
    if (account.status !== 'active') {
      await this.attempts.release(claim);
      return refuse('disabled', fail({ code: 'disabled' }));
    }

    if (!account.totpEnabled || !account.totpSecret) {
      await this.attempts.release(claim);
      return ok({ enrolment_required: true, enrolment_token: await this.enrolments.issue(account.id) });
    }
    if (credentials.otp === '') {
      await this.attempts.release(claim);
      return refuse('otp_missing', fail({ code: 'otp_required' }));
    }
    const step = this.totp.verify(this.cipher.open(account.totpSecret), credentials.otp);
    if (step === undefined) return refuse('wrong_code', await this.attempts.fail(claim, account, audit, 'invalid_credentials'));
    const signedIn = await this.attempts.succeed(claim, account, step, audit, 'staff.signed_in');
    if (!signedIn) return refuse('code_reused', await this.attempts.fail(claim, account, audit, 'invalid_credentials'));
    return ok(await this.sessions.open(signedIn, client));
  }
}

/** The account tried, as a failed sign-in's audit row names it (none for an unknown username). */
export const accountOf = (account: StaffRecord | undefined) =>
  account ? { account: { id: account.id, username: account.username, roles: account.roles } } : {};
