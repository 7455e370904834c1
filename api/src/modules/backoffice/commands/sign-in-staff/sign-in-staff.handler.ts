import type { StaffLoginResponse } from '@khela/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { fail, ok, type StaffResult } from '../../domain/staff-errors.js';
import { isLocked, minutesLeft } from '../../domain/staff-rules.js';
import { StaffUsersRepository } from '../../persistence/staff-users.repository.js';
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
  ) {}

  async execute({ credentials, client, audit }: SignInStaffCommand): Promise<StaffResult<StaffLoginResponse>> {
    const account = await this.staff.byUsername(credentials.username);
    const now = new Date();
    if (account && isLocked(account, now)) return fail({ code: 'locked', minutes: minutesLeft(account.lockedUntil!, now) });
    // An unknown username costs the same hash as a known one, so timing does not reveal which exist.
    const passwordOk = await this.passwords.verify(account?.passwordHash, credentials.password);
    if (!account) return fail({ code: 'invalid_credentials' });
    if (!passwordOk) return this.attempts.fail(account.id, audit, 'invalid_credentials');
    if (account.status !== 'active') return fail({ code: 'disabled' });

    if (!account.totpEnabled || !account.totpSecret) {
      return ok({ enrolment_required: true, enrolment_token: await this.enrolments.issue(account.id) });
    }
    if (credentials.otp === '') return fail({ code: 'otp_required' });
    const step = this.totp.verify(this.cipher.open(account.totpSecret), credentials.otp);
    if (step === undefined) return this.attempts.fail(account.id, audit, 'invalid_credentials');
    const signedIn = await this.attempts.succeed(account, step, audit, 'staff.signed_in');
    if (!signedIn) return this.attempts.fail(account.id, audit, 'invalid_credentials');
    return ok(await this.sessions.open(signedIn, client));
  }
}
