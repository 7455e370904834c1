import { Controller, Get, Inject, NotFoundException, Param, Query, UnprocessableEntityException } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { StaffGameRefusedCallPage, StaffGameReport, StaffGameRoundPage, StaffGameRoundRecall } from '@khela/contracts';
import { ApiAnswer } from '../../../platform/http/openapi/api-answer.js';
import { RequirePermission } from '../../backoffice/index.js';
import { StaffRefusedCalls } from '../queries/staff-refused-calls/staff-refused-calls.js';
import { StaffRounds } from '../queries/staff-rounds/staff-rounds.js';
import { GameRefusedCallsQueryDto, GameReportQueryDto, GameRoundsQueryDto } from './dto/staff-rounds.dto.js';

const badRange = () => new UnprocessableEntityException({ message: 'The dates must be real days, from not after to.' });

/** Back-office reads over provider games: rounds search, round recall, refused calls and the daily report. */
@ApiTags('games (staff)')
@Controller('api/admin')
export class RoundsStaffController {
  constructor(
    @Inject(StaffRounds) private readonly rounds: StaffRounds,
    @Inject(StaffRefusedCalls) private readonly refusedCalls: StaffRefusedCalls,
  ) {}

  @Get('game-rounds')
  @RequirePermission('reports.read')
  @ApiOperation({ summary: 'Rounds opened between two Asia/Dhaka days (default the last 7), by player, game and provider.' })
  @ApiAnswer('StaffGameRoundPage', { errors: { 422: 'A date that does not exist, or from after to.' } })
  async search(@Query() q: GameRoundsQueryDto): Promise<StaffGameRoundPage> {
    const page = await this.rounds.search({
      ...(q.player_id ? { playerId: q.player_id } : {}),
      ...(q.game_code ? { gameCode: q.game_code } : {}),
      ...(q.provider ? { provider: q.provider } : {}),
      ...(q.from ? { from: q.from } : {}),
      ...(q.to ? { to: q.to } : {}),
      page: q.page ?? 1,
    });
    if (page === 'bad_range') throw badRange();
    return page;
  }

  @Get('game-rounds/:id')
  @RequirePermission('reports.read')
  @ApiOperation({ summary: 'Round recall: the round and every provider call with its exact answer and the balance before and after.' })
  @ApiAnswer('StaffGameRoundRecall', { errors: { 404: 'No such round.' } })
  async recall(@Param('id') id: string): Promise<StaffGameRoundRecall> {
    const recall = await this.rounds.recall(id);
    if (!recall) throw new NotFoundException({ message: 'Round not found.' });
    return recall;
  }

  @Get('game-refused-calls')
  @RequirePermission('reports.read')
  @ApiOperation({
    summary:
      'Provider calls refused before any decision (bad or missing signature, not a call, a transient failure), received between two Asia/Dhaka days (default the last 7), newest first.',
  })
  @ApiAnswer('StaffGameRefusedCallPage', { errors: { 422: 'A date that does not exist, or from after to.' } })
  async refused(@Query() q: GameRefusedCallsQueryDto): Promise<StaffGameRefusedCallPage> {
    const page = await this.refusedCalls.search({
      ...(q.provider ? { provider: q.provider } : {}),
      ...(q.from ? { from: q.from } : {}),
      ...(q.to ? { to: q.to } : {}),
      page: q.page ?? 1,
    });
    if (page === 'bad_range') throw badRange();
    return page;
  }

  @Get('game-reports')
  @RequirePermission('reports.read')
  @ApiOperation({ summary: 'Closed rounds per Asia/Dhaka day, provider and game: rounds, bets, wins, GGR and actual RTP.' })
  @ApiAnswer('StaffGameReport', { errors: { 422: 'A date that does not exist, or from after to.' } })
  async report(@Query() q: GameReportQueryDto): Promise<StaffGameReport> {
    const report = await this.rounds.report(q.from, q.to);
    if (report === 'bad_range') throw badRange();
    return report;
  }
}
