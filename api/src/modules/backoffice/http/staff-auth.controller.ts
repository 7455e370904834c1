import type { StaffEnrolmentStart, StaffLoginResponse, StaffMe, StaffSession, StaffSocketTicket } from '@khela/contracts';
import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res, UnauthorizedException } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { APP_CONFIG } from '../../../platform/config/config.module.js';
import type { AppConfig } from '../../../platform/config/load-config.js';
import { SocketTickets } from '../../../platform/realtime/socket-tickets.js';
import { ConfirmTotpEnrolmentCommand } from '../commands/confirm-totp-enrolment/confirm-totp-enrolment.command.js';
import { SignInStaffCommand } from '../commands/sign-in-staff/sign-in-staff.command.js';
import { SignOutStaffCommand } from '../commands/sign-out-staff/sign-out-staff.command.js';
import type { IssuedStaffSession } from '../commands/staff-session-issuer.js';
import { StartTotpEnrolmentCommand } from '../commands/start-totp-enrolment/start-totp-enrolment.command.js';
import type { AuditContext } from '../persistence/audit-log.js';
import { StaffRolesRepository } from '../persistence/staff-roles.repository.js';
import { StaffEnrolConfirmDto, StaffEnrolDto, StaffLoginDto } from './dto/staff-auth.dto.js';
import { RequirePermission, StaffPublic } from './require-permission.js';
import { Audit, CurrentStaff } from './staff-actor.decorator.js';
import { clearStaffSessionCookies, setStaffSessionCookies, staffSessionToken } from './staff-credentials.js';
import { unwrap } from './staff-errors.http.js';
import type { StaffPrincipal, StaffRequest } from './staff-request.js';
import { ApiAnswer, ApiNoBody } from '../../../platform/http/openapi/api-answer.js';

const clientOf = (req: StaffRequest) => ({
  ...(req.ip ? { ip: req.ip } : {}),
  ...(req.header('user-agent') ? { userAgent: req.header('user-agent')!.slice(0, 300) } : {}),
});

const isIssued = (answer: object): answer is IssuedStaffSession => typeof (answer as { token?: unknown }).token === 'string';

/**
 * Staff sign-in (password + TOTP, enrolment on first sign-in), sign-out, who am I, and socket tickets.
 * A completed sign-in hands the session over as cookies only (staff-credentials.ts); the body says who
 * signed in and until when.
 */
@ApiTags('admin: auth')
@Controller('api/admin')
export class StaffAuthController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SocketTickets) private readonly tickets: SocketTickets,
    @Inject(StaffRolesRepository) private readonly roles: StaffRolesRepository,
  ) {}

  private get production(): boolean {
    return this.config.NODE_ENV === 'production';
  }

  /** Sets the session cookies and answers the session without its token. */
  private startSession(req: StaffRequest, res: Response, { token, ...session }: IssuedStaffSession): StaffSession {
    setStaffSessionCookies(req, res, { token, expiresAt: new Date(session.expires_at) }, this.production);
    return session;
  }

  @Post('auth/login')
  @ApiAnswer('StaffLoginResponse', { errors: { 401: 'Wrong e-mail, password or code.', 429: 'Too many attempts: wait.' } })
  @HttpCode(200)
  @StaffPublic()
  @ApiOperation({
    summary: 'Sign in with username, password and authenticator code.',
    description:
      'Answers { expires_at, staff } and sets the session as cookies: khela_staff_session (HttpOnly, SameSite=Strict, ' +
      'Path=/api/admin; API clients take the token from Set-Cookie and send it as Authorization: Bearer) and ' +
      'khela_staff_csrf (readable; a cookie-authenticated write echoes it in X-CSRF-Token). For an account without 2FA ' +
      'yet it answers { enrolment_required: true, enrolment_token }. Checks are counted before they are made (429 past ' +
      'a limit): five failures lock the account from that address for 15 minutes, twenty failures lock the address, and ' +
      'past ten failures unknown addresses get one check per slot, so no one can lock an account out from outside.',
  })
  async login(
    @Body() body: StaffLoginDto,
    @Req() req: StaffRequest,
    @Res({ passthrough: true }) res: Response,
    @Audit() audit: AuditContext,
  ): Promise<StaffLoginResponse> {
    audit.recorded = true; // the use case records sign-ins and lockouts itself; a failed guess is no write
    const credentials = { username: body.username, password: body.password, otp: body.otp ?? '' };
    const answer = unwrap(await this.commands.execute(new SignInStaffCommand(credentials, clientOf(req), audit)));
    return isIssued(answer) ? this.startSession(req, res, answer) : answer;
  }

  @Post('auth/2fa/enrol')
  @ApiAnswer('StaffEnrolmentStart')
  @HttpCode(200)
  @StaffPublic()
  @ApiOperation({ summary: 'Start authenticator enrolment: otpauth URL, QR code (data URL) and the secret for manual entry.' })
  async enrol(@Body() body: StaffEnrolDto, @Audit() audit: AuditContext): Promise<StaffEnrolmentStart> {
    audit.recorded = true; // nothing changes until the code is confirmed
    return unwrap(await this.commands.execute(new StartTotpEnrolmentCommand(body.enrolment_token)));
  }

  @Post('auth/2fa/confirm')
  @ApiAnswer('StaffSession')
  @HttpCode(200)
  @StaffPublic()
  @ApiOperation({ summary: 'Confirm enrolment with a first code: turns 2FA on and signs in (the session as at sign-in, in cookies).' })
  async confirm(
    @Body() body: StaffEnrolConfirmDto,
    @Req() req: StaffRequest,
    @Res({ passthrough: true }) res: Response,
    @Audit() audit: AuditContext,
  ): Promise<StaffSession> {
    audit.recorded = true; // the use case records the enrolment itself
    const answer = unwrap(
      await this.commands.execute(new ConfirmTotpEnrolmentCommand(body.enrolment_token, body.code, clientOf(req), audit)),
    );
    if (!isIssued(answer)) throw new Error('enrolment confirmed without a session');
    return this.startSession(req, res, answer);
  }

  @Post('auth/logout')
  @ApiAnswer(null, { status: 204 })
  @ApiNoBody()
  @HttpCode(204)
  @RequirePermission('session')
  @ApiOperation({ summary: 'End this staff session; the session cookies are cleared.' })
  async logout(
    @CurrentStaff() staff: StaffPrincipal,
    @Req() req: StaffRequest,
    @Res({ passthrough: true }) res: Response,
    @Audit() audit: AuditContext,
  ): Promise<void> {
    await this.commands.execute(new SignOutStaffCommand(staff.sessionId, audit));
    clearStaffSessionCookies(req, res, this.production);
  }

  @Post('session/socket-ticket')
  @ApiAnswer('StaffSocketTicket')
  @ApiNoBody()
  @HttpCode(200)
  @RequirePermission('session')
  @ApiOperation({
    summary: 'A single-use ticket that connects one /staff socket (handshake auth { ticket }) within 30 seconds.',
    description: 'The back-office cannot read its HttpOnly session cookie, and the socket.io handshake does not carry it.',
  })
  async socketTicket(@Req() req: StaffRequest, @Audit() audit: AuditContext): Promise<StaffSocketTicket> {
    audit.recorded = true; // changes nothing: the ticket stands for this session, which the guard just checked
    const token = staffSessionToken(req);
    if (!token) throw new UnauthorizedException({ message: 'Unauthenticated.' });
    return { ticket: await this.tickets.issue(token), expires_in: SocketTickets.lifetimeSeconds };
  }

  @Get('me')
  @ApiAnswer('StaffMe')
  @RequirePermission('session')
  @ApiOperation({ summary: 'The signed-in staff member, roles and the permissions they grant.' })
  async me(@CurrentStaff() staff: StaffPrincipal): Promise<StaffMe> {
    const held = await this.roles.byKeys(this.roles.pool, staff.roles);
    return {
      id: staff.id,
      username: staff.username,
      display_name: staff.displayName,
      roles: staff.roles,
      permissions: staff.permissions,
      role_names: Object.fromEntries(held.map((r) => [r.key, r.name])),
    };
  }
}
