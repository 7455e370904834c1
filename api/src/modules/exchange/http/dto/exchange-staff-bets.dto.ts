import { ApiPropertyOptional } from '@nestjs/swagger';
import { exchangeStaffBetStatuses, type ExchangeStaffBetStatus } from '@khela/contracts';
import { IsIn, IsOptional, Matches } from 'class-validator';
import { staffBetsMessages } from '../../exchange-risk-messages.js';

/** GET /api/admin/exchange/bets: players' exchange bets by player, event, market, status and Dhaka days (inclusive; default today). */
export class StaffBetsQuery {
  @ApiPropertyOptional({ example: '1024' })
  @IsOptional()
  @Matches(/^\d{1,19}$/, { message: staffBetsMessages.playerId })
  player_id?: string;

  @ApiPropertyOptional({ example: '34112345' })
  @IsOptional()
  @Matches(/^\d{6,12}$/, { message: staffBetsMessages.eventId })
  event_id?: string;

  @ApiPropertyOptional({ example: '1.34112345' })
  @IsOptional()
  @Matches(/^(\d\.\d{6,12}|fancy:\d{6,12}-[a-z0-9-]{1,60})$/, { message: staffBetsMessages.marketId })
  market_id?: string;

  @ApiPropertyOptional({ enum: exchangeStaffBetStatuses })
  @IsOptional()
  @IsIn(exchangeStaffBetStatuses, { message: staffBetsMessages.status })
  status?: ExchangeStaffBetStatus;

  @ApiPropertyOptional({ example: '2026-11-20', description: 'First Dhaka day (inclusive); default today.' })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: staffBetsMessages.day })
  from?: string;

  @ApiPropertyOptional({ example: '2026-11-26', description: 'Last Dhaka day (inclusive); default `from`.' })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: staffBetsMessages.day })
  to?: string;
}

/** GET /api/admin/exchange/liability?event_id= */
export class LiabilityQuery {
  @ApiPropertyOptional({ example: '34112345' })
  @IsOptional()
  @Matches(/^\d{6,12}$/, { message: staffBetsMessages.eventId })
  event_id?: string;
}
