import {
  Body,
  Controller,
  ForbiddenException,
  Headers,
  HttpCode,
  Inject,
  Post,
  UnprocessableEntityException,
  UseFilters,
  UseGuards,
} from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { GameRunAnswer, PlayerLoginAnswer } from '@khela/contracts';
import { ApiAnswer } from '../../../platform/http/openapi/api-answer.js';
import { CurrentSubject, PlayerAuthGuard } from '../../auth/index.js';
import type { AuthenticatedSubject } from '../../../platform/realtime/token-verifier.port.js';
import { requestLanguage } from '../../../platform/i18n/message-catalog.js';
import { LaunchGame, type LaunchRefusal } from '../commands/launch-game/launch-game.js';
import { isMobile } from '../domain/launch.js';
import { GameRunDto, PlayerLoginDto } from './dto/game-run.dto.js';
import { UserNotLoggedInFilter } from './user-not-logged-in.filter.js';

export const launchRefusals: Record<LaunchRefusal, { status: 'forbidden' | 'unprocessable'; message: string }> = {
  game_unavailable: { status: 'unprocessable', message: 'This game is not available right now.' },
  provider_unavailable: { status: 'unprocessable', message: "This game's provider is not available right now." },
  player_disabled: { status: 'forbidden', message: 'Your account is disabled. Please contact support.' },
  // the veto's own words replace it (player protection: the time-out or self-exclusion and its end)
  vetoed: { status: 'forbidden', message: 'You cannot play right now.' },
};

const refusal = (error: LaunchRefusal, words?: string) => {
  const { status } = launchRefusals[error];
  const message = words ?? launchRefusals[error].message;
  return status === 'forbidden' ? new ForbiddenException({ message }) : new UnprocessableEntityException({ message });
};

/** Spec 7: opening a game (/gamerun's frame) and the in-house pages' token. The player is the token's, never `userId`. */
@ApiTags('games')
@ApiBearerAuth()
@UseGuards(PlayerAuthGuard)
@UseFilters(UserNotLoggedInFilter)
@Controller('api')
export class LaunchPlayerController {
  constructor(@Inject(LaunchGame) private readonly launcher: LaunchGame) {}

  @Post('game-run')
  @HttpCode(200)
  @ApiAnswer('GameRunAnswer', {
    errors: {
      401: 'User not logged in',
      403: 'The account is disabled, or a time-out or self-exclusion is in force.',
      422: 'The game, or its provider, is not available.',
    },
  })
  @ApiOperation({ summary: "The provider's URL for a game, with a short-lived launch token bound to player, game and provider." })
  async gameRun(
    @CurrentSubject() player: AuthenticatedSubject,
    @Body() dto: GameRunDto,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<GameRunAnswer> {
    const result = await this.launcher.launch(player.id, {
      gameCode: dto.gameCode,
      ...(dto.platform ? { platform: dto.platform } : {}),
      ...(dto.gameType ? { gameType: dto.gameType } : {}),
      ...(dto.externalURL ? { lobbyUrl: dto.externalURL } : {}),
      mobile: isMobile(dto.isMobileLogin),
      language: requestLanguage(acceptLanguage),
    });
    if (!result.ok) throw refusal(result.error, result.message);
    return { url: result.url };
  }

  @Post('player-login')
  @HttpCode(200)
  @ApiAnswer('PlayerLoginAnswer', { errors: { 401: 'User not logged in', 403: 'The account is disabled.' } })
  @ApiOperation({ summary: 'A short-lived token for the in-house exchange and sportsbook pages.' })
  async playerLogin(@CurrentSubject() player: AuthenticatedSubject, @Body() _dto: PlayerLoginDto): Promise<PlayerLoginAnswer> {
    const result = await this.launcher.inHouseToken(player.id);
    if (!result.ok) throw refusal(result.error);
    return { access_token: result.token };
  }
}
