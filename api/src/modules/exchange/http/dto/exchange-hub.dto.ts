import { ApiPropertyOptional } from '@nestjs/swagger';
import { exchangeRecordRanges, type ExchangeRecordRange } from '@khela/contracts';
import { IsIn, IsOptional } from 'class-validator';

export const recordsRangeMessage = 'records must be one of today, yesterday, last7';

/** GET /api/exchange-hub?records= */
export class ExchangeHubQuery {
  @IsOptional()
  @IsIn(exchangeRecordRanges, { message: recordsRangeMessage })
  @ApiPropertyOptional({ enum: exchangeRecordRanges, description: "Also answer the caller's exchange bets placed in these Dhaka days." })
  records?: ExchangeRecordRange;
}

export const pnlRangeMessage = 'range must be one of today, yesterday, last7';

/** GET /api/exchange/pnl?range= (default last7) */
export class ExchangePnlQuery {
  @IsOptional()
  @IsIn(exchangeRecordRanges, { message: pnlRangeMessage })
  @ApiPropertyOptional({ enum: exchangeRecordRanges, default: 'last7' })
  range?: ExchangeRecordRange;
}
