import { Controller, Get, Inject, Query, UnprocessableEntityException, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { BettingRecordsAnswer, BettingRecordTypesAnswer } from '@khela/contracts';
import { ApiAnswer } from '../../../platform/http/openapi/api-answer.js';
import { CurrentSubject, PlayerAuthGuard } from '../../auth/index.js';
import type { AuthenticatedSubject } from '../../../platform/realtime/token-verifier.port.js';
import { BettingRecords } from '../queries/betting-records/betting-records.js';
import { BettingRecordsQueryDto } from './dto/betting-records.dto.js';

/** Spec 7: the player's settled game rounds (/betting-record, Settled tab) and the filter's choices. */
@ApiTags('games')
@ApiBearerAuth()
@UseGuards(PlayerAuthGuard)
@Controller('api')
export class BettingRecordsPlayerController {
  constructor(@Inject(BettingRecords) private readonly records: BettingRecords) {}

  @Get('betting-record')
  @ApiAnswer('BettingRecordsAnswer', { errors: { 422: 'A date that does not exist, or from after to.' } })
  @ApiOperation({ summary: "The caller's closed rounds between two Asia/Dhaka days (default the last 7), newest first." })
  async list(@CurrentSubject() player: AuthenticatedSubject, @Query() q: BettingRecordsQueryDto): Promise<BettingRecordsAnswer> {
    const result = await this.records.list(player.id, {
      ...(q.from ? { from: q.from } : {}),
      ...(q.to ? { to: q.to } : {}),
      ...(q.platform ? { platform: q.platform } : {}),
      ...(q.game_type ? { gameType: q.game_type } : {}),
    });
    if (!result.ok) throw new UnprocessableEntityException({ message: 'The dates must be real days, from not after to.' });
    return result.answer;
  }

  @Get('get-type')
  @ApiAnswer('BettingRecordTypesAnswer')
  @ApiOperation({ summary: 'The platforms and game types the betting record can be filtered by.' })
  types(): Promise<BettingRecordTypesAnswer> {
    return this.records.types();
  }
}
