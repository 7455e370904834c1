import { Body, Controller, Get, HttpCode, Inject, NotFoundException, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { AuthenticatedSubject } from '../../../platform/realtime/token-verifier.port.js';
import { CurrentSubject, PlayerAuthGuard } from '../../auth/index.js';
import { AddPhoneCommand } from '../commands/add-phone/add-phone.command.js';
import { ChangePasswordCommand } from '../commands/change-password/change-password.command.js';
import { SendVerificationCodeCommand } from '../commands/send-verification-code/send-verification-code.command.js';
import { UpdateBirthDateCommand } from '../commands/update-birth-date/update-birth-date.command.js';
import { VerifyEmailCommand } from '../commands/verify-email/verify-email.command.js';
import { VerifyPhoneCommand } from '../commands/verify-phone/verify-phone.command.js';
import { GetProfileQuery } from '../queries/get-profile/get-profile.query.js';
import { ListOtherPhonesQuery } from '../queries/list-other-phones/list-other-phones.query.js';
import { BirthDateDto, ChangePasswordDto, EmailCodeDto, PhoneCodeDto, PhoneDto, RemoteIdQueryDto, SendCodeDto } from './dto/players.dto.js';
import { answer, assertOwnRemoteId, clientOf } from './http-answers.js';
import { RateLimit, RateLimitGuard } from './rate-limit.guard.js';
import { ApiAnswer, answerSchemas } from '../../../platform/http/openapi/api-answer.js';

/** The signed-in player's profile, verification, extra phones and password. Identity from the token only. */
@ApiTags('players')
@ApiBearerAuth()
@UseGuards(PlayerAuthGuard)
@Controller('api')
export class PlayersProfileController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Get('user/show')
  @ApiAnswer('PlayerProfile')
  @ApiOperation({ summary: 'Profile fields of spec section 3; a remote_id other than the caller is refused (403).' })
  async show(@CurrentSubject() subject: AuthenticatedSubject, @Query() query: RemoteIdQueryDto) {
    assertOwnRemoteId(query.remote_id, subject.id, 'You can only view your own profile.');
    const profile = await this.queries.execute(new GetProfileQuery(subject.id));
    if (!profile) throw new NotFoundException({ message: 'Player not found.' });
    return profile;
  }

  @Post('user/profile/update')
  @ApiAnswer('BirthDateSaved', { status: 200, errors: { 403: 'Not your own profile, or the date was already saved.' } })
  @ApiOperation({ summary: 'Saves the birth date (dofb) once; under 18 refused; a second change goes through customer service.' })
  async updateProfile(
    @CurrentSubject() subject: AuthenticatedSubject,
    @Body() body: BirthDateDto,
    @Res({ passthrough: true }) res: Response,
  ) {
    assertOwnRemoteId(body.remote_id, subject.id, 'You can only change your own profile.');
    const result = await this.commands.execute(new UpdateBirthDateCommand(subject.id, body.dofb));
    return answer(res, result.ok ? { ok: true, message: 'Birth date saved.', dofb: result.dofb } : result);
  }

  @Post('send-verification-code')
  @ApiAnswer('CodeSentResponse', { status: 200 })
  @UseGuards(RateLimitGuard)
  @RateLimit('send-code')
  @ApiOperation({ summary: "A 6-digit code to the player's own phone or e-mail; again only after 300 s (429 with retry_after)." })
  async sendCode(
    @CurrentSubject() subject: AuthenticatedSubject,
    @Body() body: SendCodeDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    return answer(res, await this.commands.execute(new SendVerificationCodeCommand(subject.id, body, 'own', clientOf(req))));
  }

  @Post('verify-email')
  @ApiOperation({ summary: 'Verifies the own e-mail with the 6-digit code.' })
  @ApiAnswer(answerSchemas.message)
  @HttpCode(200)
  async verifyEmail(
    @CurrentSubject() subject: AuthenticatedSubject,
    @Body() body: EmailCodeDto,
    @Res({ passthrough: true }) res: Response,
  ) {
    return answer(res, await this.commands.execute(new VerifyEmailCommand(subject.id, body.code)));
  }

  @Post('verify-phone-number')
  @ApiAnswer(answerSchemas.message)
  @HttpCode(200)
  @ApiOperation({ summary: 'Verifies the own phone number: session_id becomes 1.' })
  async verifyPhone(
    @CurrentSubject() subject: AuthenticatedSubject,
    @Body() body: PhoneCodeDto,
    @Res({ passthrough: true }) res: Response,
  ) {
    return answer(res, await this.commands.execute(new VerifyPhoneCommand(subject.id, body.verification_code, 'own')));
  }

  @Post('add/number')
  @ApiAnswer('PhoneAdded', { status: 201, errors: { 409: 'The number is already used.' } })
  @ApiOperation({ summary: 'Adds an extra phone number (unverified until its code comes back).' })
  async addNumber(@CurrentSubject() subject: AuthenticatedSubject, @Body() body: PhoneDto, @Res({ passthrough: true }) res: Response) {
    return answer(res, await this.commands.execute(new AddPhoneCommand(subject.id, body.phone)), 201);
  }

  @Post('add/send-verification-code')
  @ApiOperation({ summary: 'A 6-digit code to the extra number just added; again only after 300 s.' })
  @ApiAnswer('CodeSentResponse', { status: 200 })
  @UseGuards(RateLimitGuard)
  @RateLimit('send-code')
  async sendExtraCode(
    @CurrentSubject() subject: AuthenticatedSubject,
    @Body() body: PhoneDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    return answer(res, await this.commands.execute(new SendVerificationCodeCommand(subject.id, body, 'extra', clientOf(req))));
  }

  @Post('add/verify-phone-number')
  @ApiAnswer(answerSchemas.message)
  @HttpCode(200)
  @ApiOperation({ summary: 'Verifies the extra number the last code went to (isverify becomes 1).' })
  async verifyExtraPhone(
    @CurrentSubject() subject: AuthenticatedSubject,
    @Body() body: PhoneCodeDto,
    @Res({ passthrough: true }) res: Response,
  ) {
    return answer(res, await this.commands.execute(new VerifyPhoneCommand(subject.id, body.verification_code, 'extra')));
  }

  @Get('get/other/phone')
  @ApiOperation({ summary: "The player's extra phone numbers." })
  @ApiAnswer('OtherPhoneList')
  async otherPhones(@CurrentSubject() subject: AuthenticatedSubject) {
    return { data: await this.queries.execute(new ListOtherPhonesQuery(subject.id)) };
  }

  @Post('user-pwd')
  @ApiAnswer(answerSchemas.message)
  @HttpCode(200)
  @ApiOperation({ summary: 'Changes the password and ends every session of the player.' })
  async changePassword(
    @CurrentSubject() subject: AuthenticatedSubject,
    @Body() body: ChangePasswordDto,
    @Res({ passthrough: true }) res: Response,
  ) {
    return answer(res, await this.commands.execute(new ChangePasswordCommand(subject.id, body)));
  }
}
