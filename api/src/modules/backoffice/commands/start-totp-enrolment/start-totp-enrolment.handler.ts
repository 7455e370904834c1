import type { StaffEnrolmentStart } from '@khela/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { fail, ok, type StaffResult } from '../../domain/staff-errors.js';
import { StaffUsersRepository } from '../../persistence/staff-users.repository.js';
import { EnrolmentTokens } from '../../security/enrolment-tokens.js';
import { Totp, totpIssuer } from '../../security/totp.js';
import { StartTotpEnrolmentCommand } from './start-totp-enrolment.command.js';

@CommandHandler(StartTotpEnrolmentCommand)
export class StartTotpEnrolmentHandler implements ICommandHandler<StartTotpEnrolmentCommand, StaffResult<StaffEnrolmentStart>> {
  constructor(
    @Inject(EnrolmentTokens) private readonly enrolments: EnrolmentTokens,
    @Inject(StaffUsersRepository) private readonly staff: StaffUsersRepository,
    @Inject(Totp) private readonly totp: Totp,
  ) {}

  async execute({ enrolmentToken }: StartTotpEnrolmentCommand): Promise<StaffResult<StaffEnrolmentStart>> {
    const pending = await this.enrolments.read(enrolmentToken);
    const account = pending && (await this.staff.byId(pending.staffId));
    if (!pending || !account || account.status !== 'active' || account.totpEnabled) return fail({ code: 'enrolment_expired' });
    const secret = pending.secret ?? this.totp.newSecret();
    if (!pending.secret) await this.enrolments.update(enrolmentToken, { ...pending, secret });
    const otpauthUrl = this.totp.uri(secret, account.username);
    return ok({
      otpauth_url: otpauthUrl,
      qr_data_url: await this.totp.qrDataUrl(otpauthUrl),
      secret,
      issuer: totpIssuer,
      account: account.username,
    });
  }
}
