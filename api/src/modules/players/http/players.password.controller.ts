import { Body, Controller, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { RequestPasswordResetCommand } from '../commands/request-password-reset/request-password-reset.command.js';
import { ResetPasswordCommand } from '../commands/reset-password/reset-password.command.js';
import { ForgotPasswordDto, ResetPasswordDto } from './dto/players.dto.js';
import { answer, clientOf } from './http-answers.js';
import { RateLimit, RateLimitGuard } from './rate-limit.guard.js';
import { ApiAnswer, answerSchemas } from '../../../platform/http/openapi/api-answer.js';

/** Forgotten password: an OTP to the player's verified e-mail or phone, then a new password. */
@ApiTags('players')
@Controller('api')
export class PlayersPasswordController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post('usr-forgot-password')
  @ApiAnswer(answerSchemas.message)
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @RateLimit('send-code')
  @ApiOperation({ summary: 'Sends an OTP; the answer is the same whether or not the username exists.' })
  async forgot(@Body() body: ForgotPasswordDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return answer(res, await this.commands.execute(new RequestPasswordResetCommand(body, clientOf(req))));
  }

  @Post('usr-reset-password')
  @ApiAnswer(answerSchemas.message)
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @RateLimit('reset-password')
  @ApiOperation({ summary: 'OTP and new password; every session of the player ends.' })
  async reset(@Body() body: ResetPasswordDto, @Res({ passthrough: true }) res: Response) {
    return answer(res, await this.commands.execute(new ResetPasswordCommand(body)));
  }
}
