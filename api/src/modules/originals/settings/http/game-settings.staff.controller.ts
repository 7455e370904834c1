import { Body, Controller, Get, HttpException, Inject, NotFoundException, Param, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { StaffOriginalsGameSettings, StaffOriginalsSettingsAnswer } from '@khela/contracts';
import { ApiAnswer } from '../../../../platform/http/openapi/api-answer.js';
import { Audit, RequirePermission, type AuditContext } from '../../../backoffice/index.js';
import { minorFromTaka, takaFromMinor } from '../../domain/money-text.js';
import { UpdateGameSettings, type SettingsEdit } from '../commands/update-game-settings/update-game-settings.js';
import { gameSettingsMessages as m } from '../domain/game-settings-messages.js';
import { GameSettingsRepository, type GameSettingsRow } from '../persistence/game-settings.repository.js';
import { GameSettingsBody } from './dto/game-settings.dto.js';

const present = (s: GameSettingsRow): StaffOriginalsGameSettings => ({
  game_code: s.gameCode,
  name: s.name,
  enabled: s.enabled,
  listed: s.listed,
  stated_rtp: s.statedRtp,
  min_bet: takaFromMinor(s.minBetMinor),
  max_bet: takaFromMinor(s.maxBetMinor),
  max_win: takaFromMinor(s.maxWinMinor),
  updated_at: s.updatedAt.toISOString(),
});

const refusalMessages = { min_bet: m.minBet, max_bet_below_min: m.maxBetBelowMin, max_win: m.maxWin } as const;
const fieldOf = { min_bet: 'min_bet', max_bet_below_min: 'max_bet', max_win: 'max_win' } as const;

/**
 * Khela Originals per-game settings (issue 19): stated RTP (shown), switch, min and max bet, max win per bet,
 * for every house game by its code. games.manage (admin), like the providers' games on/off; audited.
 */
@ApiTags('originals (staff)')
@Controller('api/admin/originals/settings')
export class GameSettingsStaffController {
  constructor(
    @Inject(GameSettingsRepository) private readonly settings: GameSettingsRepository,
    @Inject(UpdateGameSettings) private readonly updateSettings: UpdateGameSettings,
  ) {}

  @Get()
  @RequirePermission('games.manage')
  @ApiAnswer('StaffOriginalsSettingsAnswer')
  @ApiOperation({ summary: 'Every house game: stated RTP, switch, catalogue switch, min and max bet, max win per bet.' })
  async list(): Promise<StaffOriginalsSettingsAnswer> {
    return { data: (await this.settings.list()).map(present) };
  }

  @Put(':gameCode')
  @RequirePermission('games.manage')
  @ApiAnswer('StaffOriginalsGameSettings', {
    errors: { 404: 'No house game with this code.', 422: 'Min bet 0, max bet below min bet, or max win 0.' },
  })
  @ApiOperation({ summary: "Sets a house game's switch and limits (applies to the next bet); audited with before and after." })
  async update(
    @Param('gameCode') gameCode: string,
    @Body() body: GameSettingsBody,
    @Audit() audit: AuditContext,
  ): Promise<StaffOriginalsGameSettings> {
    if (!/^[a-z0-9_-]{2,40}$/.test(gameCode)) throw new NotFoundException({ message: m.notFound });
    const edit: SettingsEdit = await this.updateSettings.update(
      gameCode,
      {
        enabled: body.enabled,
        minBetMinor: minorFromTaka(body.min_bet),
        maxBetMinor: minorFromTaka(body.max_bet),
        maxWinMinor: minorFromTaka(body.max_win),
      },
      audit,
    );
    if (edit.ok) return present(edit.value);
    if (edit.error === 'not_found') throw new NotFoundException({ message: m.notFound });
    const message = refusalMessages[edit.error];
    throw new HttpException({ message, errors: { [fieldOf[edit.error]]: [message] } }, 422);
  }
}
