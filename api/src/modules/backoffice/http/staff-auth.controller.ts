import type { StaffEnrolmentStart, StaffLoginResponse, StaffMe, StaffSession } from '@khela/contracts';
import { Body, Controller, Get, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ConfirmTotpEnrolmentCommand } from '../commands/confirm-totp-enrolment/confirm-totp-enrolment.command.js';
import { SignInStaffCommand } from '../commands/sign-in-staff/sign-in-staff.command.js';
import { SignOutStaffCommand } from '../commands/sign-out-staff/sign-out-staff.command.js';
import { StartTotpEnrolmentCommand } from '../commands/start-totp-enrolment/start-totp-enrolment.command.js';
import { permissionsOf } from '../domain/permissions.js';
import type { AuditContext } from '../persistence/audit-log.js';
import { StaffEnrolConfirmDto, StaffEnrolDto, StaffLoginDto } from './dto/staff-auth.dto.js';
import { RequirePermission, StaffPublic } from './require-permission.js';
import { Audit, CurrentStaff } from './staff-actor.decorator.js';
import { unwrap } from './staff-errors.http.js';
import type { StaffPrincipal, StaffRequest } from './staff-request.js';

const clientOf = (req: StaffRequest) => ({
  ...(req.ip ? { ip: req.ip } : {}),
  ...(req.header('user-agent') ? { userAgent: req.header('user-agent')!.slice(0, 300) } : {}),
});

/** Staff sign-in (password + TOTP, enrolment on first sign-in), sign-out and who am I. */
@ApiTags('admin: auth')
@Controller('api/admin')
export class StaffAuthController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post('auth/login')
  @HttpCode(200)
  @StaffPublic()
  @ApiOperation({
    summary: 'Sign in with username, password and authenticator code.',
    description:
      'Answers { token, expires_at, staff } or, for an account without 2FA yet, { enrolment_required: true, enrolment_token }. ' +
      'Five wrong passwords or codes lock the account for 15 minutes (429).',
  })
  async login(@Body() body: StaffLoginDto, @Req() req: StaffRequest, @Audit() audit: AuditContext): Promise<StaffLoginResponse> {
    audit.recorded = true; // the use case records sign-ins and lockouts itself; a failed guess is no write
    const credentials = { username: body.username, password: body.password, otp: body.otp ?? '' };
    return unwrap(await this.commands.execute(new SignInStaffCommand(credentials, clientOf(req), audit)));
  }

  @Post('auth/2fa/enrol')
  @HttpCode(200)
  @StaffPublic()
  @ApiOperation({ summary: 'Start authenticator enrolment: otpauth URL, QR code (data URL) and the secret for manual entry.' })
  async enrol(@Body() body: StaffEnrolDto, @Audit() audit: AuditContext): Promise<StaffEnrolmentStart> {
    audit.recorded = true; // nothing changes until the code is confirmed
    return unwrap(await this.commands.execute(new StartTotpEnrolmentCommand(body.enrolment_token)));
  }

  @Post('auth/2fa/confirm')
  @HttpCode(200)
  @StaffPublic()
  @ApiOperation({ summary: 'Confirm enrolment with a first code: turns 2FA on and signs in.' })
  async confirm(@Body() body: StaffEnrolConfirmDto, @Req() req: StaffRequest, @Audit() audit: AuditContext): Promise<StaffSession> {
    audit.recorded = true; // the use case records the enrolment itself
    return unwrap(await this.commands.execute(new ConfirmTotpEnrolmentCommand(body.enrolment_token, body.code, clientOf(req), audit)));
  }

  @Post('auth/logout')
  @HttpCode(204)
  @RequirePermission('session')
  @ApiOperation({ summary: 'End this staff session.' })
  async logout(@CurrentStaff() staff: StaffPrincipal, @Audit() audit: AuditContext): Promise<void> {
    await this.commands.execute(new SignOutStaffCommand(staff.sessionId, audit));
  }

  @Get('me')
  @RequirePermission('session')
  @ApiOperation({ summary: 'The signed-in staff member, roles and the permissions they grant.' })
  me(@CurrentStaff() staff: StaffPrincipal): StaffMe {
    return {
      id: staff.id,
      username: staff.username,
      display_name: staff.displayName,
      roles: staff.roles,
      permissions: permissionsOf(staff.roles),
    };
  }
}
