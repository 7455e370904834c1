import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { randomBytes } from 'node:crypto';
import { RandomSource } from '../../../platform/clock/random-source.js';
import type { AuthenticatedSubject } from '../../../platform/realtime/token-verifier.port.js';
import { CurrentSubject, PlayerAuthGuard } from '../../auth/index.js';
import { LogInCommand } from '../commands/log-in/log-in.command.js';
import { LogOutCommand } from '../commands/log-out/log-out.command.js';
import { RegisterDesktopCommand } from '../commands/register-desktop/register-desktop.command.js';
import { SignUpCommand } from '../commands/sign-up/sign-up.command.js';
import { newCaptcha } from '../domain/captcha-image.js';
import { CaptchaStore } from '../persistence/captcha.store.js';
import { DesktopRegistrationDto, LoginDto, MobileSignUpDto } from './dto/players.dto.js';
import { answer, clientOf } from './http-answers.js';
import { RateLimit, RateLimitGuard } from './rate-limit.guard.js';
import { ApiAnswer, ApiNoBody, answerSchemas } from '../../../platform/http/openapi/api-answer.js';

const cookieValue = (req: Request, name: string): string | undefined => {
  for (const part of (req.header('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
};

/** Sign-up (mobile and desktop), captcha, login and logout: spec sections 3, 5 and 7. */
@ApiTags('players')
@Controller()
export class PlayersAccessController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(CaptchaStore) private readonly captchas: CaptchaStore,
    @Inject(RandomSource) private readonly random: RandomSource,
  ) {}

  @Post('api/v1/create-players')
  @ApiAnswer('PlayerSignUpAnswer', {
    status: 201,
    errors: {
      403: 'The phone number or e-mail is refused now (a player with it has a time-out or self-exclusion in force; issue 16).',
      429: 'Too many sign-ups from this address: wait.',
    },
  })
  @UseGuards(RateLimitGuard)
  @RateLimit('sign-up')
  @ApiOperation({ summary: 'Mobile sign-up; answers like login so the client is signed in at once. 400 { message, errors } per field.' })
  async signUp(@Body() body: MobileSignUpDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const result = await this.commands.execute(new SignUpCommand(body, clientOf(req)));
    return answer(res, result.ok ? { ok: true, message: 'Registration Successful!', ...result.login } : result, 201);
  }

  @Get('captcha')
  @ApiAnswer(
    { type: 'string', description: 'SVG image' },
    { mediaType: 'image/svg+xml', description: 'The captcha image; its id in the X-Captcha-Id header and the captcha_id cookie.' },
  )
  @UseGuards(RateLimitGuard)
  @RateLimit('captcha')
  @ApiOperation({
    summary: 'A 4-digit captcha image (SVG) for desktop registration; its id comes as cookie captcha_id and header X-Captcha-Id.',
  })
  async captcha(@Req() req: Request, @Res() res: Response): Promise<void> {
    const image = newCaptcha(this.random);
    const id = randomBytes(16).toString('base64url');
    await this.captchas.save(id, image.answer);
    res.setHeader('Content-Type', 'image/svg+xml');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Captcha-Id', id);
    res.setHeader('Access-Control-Expose-Headers', 'X-Captcha-Id');
    res.setHeader(
      'Set-Cookie',
      `captcha_id=${id}; Path=/; Max-Age=${CaptchaStore.lifetimeSeconds}; HttpOnly; SameSite=Lax${req.secure ? '; Secure' : ''}`,
    );
    res.status(200).send(image.svg);
  }

  @Post('api/register')
  @ApiAnswer('PlayerSignUpAnswer', {
    status: 201,
    errors: {
      403: 'The phone number or e-mail is refused now (a player with it has a time-out or self-exclusion in force; issue 16).',
      429: 'Too many sign-ups from this address: wait.',
    },
  })
  @UseGuards(RateLimitGuard)
  @RateLimit('sign-up')
  @ApiOperation({ summary: 'Desktop two-step registration (captcha id from the X-Captcha-Id header or the captcha_id cookie).' })
  async register(@Body() body: DesktopRegistrationDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const captchaId = req.header('x-captcha-id') ?? cookieValue(req, 'captcha_id');
    const result = await this.commands.execute(new RegisterDesktopCommand(body, captchaId, clientOf(req)));
    return answer(res, result.ok ? { ok: true, message: 'Registration Successful!', ...result.login } : result, 201);
  }

  @Post('api/login')
  @ApiAnswer('PlayerLoginResponse', {
    errors: { 401: 'Wrong username or password.', 403: 'The account is locked.', 429: 'Too many attempts: wait.' },
  })
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @RateLimit('login')
  @ApiOperation({ summary: '{ token, remote_id, username, exchange: [{ token }] } or { message }.' })
  async login(@Body() body: LoginDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const result = await this.commands.execute(new LogInCommand(body, clientOf(req)));
    return answer(res, result.ok ? { ok: true, ...result.login } : result);
  }

  // The only log-out: a POST with the bearer. The desktop "Log out" (spec 2.1) goes to /player/logout, a
  // page of the player site that calls this; a token is never taken from a URL (logs, history, Referer).
  @Post('api/logout')
  @ApiAnswer(answerSchemas.message)
  @ApiNoBody()
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(PlayerAuthGuard)
  @ApiOperation({ summary: 'Ends this session; the token answers 401 from now on.' })
  async logout(@CurrentSubject() subject: AuthenticatedSubject) {
    await this.commands.execute(new LogOutCommand(subject.sessionId));
    return { message: 'Logged out.' };
  }
}
