import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { exchangeSports, type ExchangeEventStatus, type ExchangeSport } from '@khela/contracts';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { EventIdParams, badSportMessage } from './exchange-params.dto.js';

const eventStatuses: readonly ExchangeEventStatus[] = ['upcoming', 'inplay', 'closed'];
/** Stakes in taka with two places, as the feed's limits are written ("100.00"). */
const stakePattern = /^\d{1,9}\.\d{2}$/;
const stakeMessage = (field: string) => `${field} must be an amount in taka with two decimals, such as 100.00`;

/** GET /api/admin/exchange/events */
export class TraderEventsQuery {
  @IsOptional()
  @IsString({ message: 'q must be at most 80 characters' })
  @MaxLength(80, { message: 'q must be at most 80 characters' })
  @ApiPropertyOptional({ description: "Part of the event's name, its competition or its id.", maxLength: 80 })
  q?: string;

  @IsOptional()
  @IsIn(exchangeSports, { message: badSportMessage })
  @ApiPropertyOptional({ enum: exchangeSports })
  sport?: ExchangeSport;

  @IsOptional()
  @IsIn(eventStatuses, { message: 'status must be one of upcoming, inplay, closed' })
  @ApiPropertyOptional({ enum: eventStatuses })
  status?: ExchangeEventStatus;
}

/** `.../bookmaker/{marketId}`: a market of the event (match odds 1.x, bookmaker 2.x). */
export class EventMarketParams extends EventIdParams {
  @ApiProperty({ example: '1.20418005' })
  @Matches(/^\d\.\d{6,12}$/, { message: 'marketId must be a market id such as 1.20418005' })
  marketId!: string;
}

export const marketActions = ['suspend', 'resume', 'close'] as const;

/** `.../markets/{marketId}/{action}` */
export class MarketActionParams extends EventMarketParams {
  @ApiProperty({ enum: marketActions })
  @IsIn(marketActions, { message: 'action must be one of suspend, resume, close' })
  action!: (typeof marketActions)[number];
}

/** `.../fancy/{fancyId}`: a fancy line's id as the feed gives it (e.g. 20418005-0-fancy-10). */
export class FancyIdParams extends EventIdParams {
  @ApiProperty({ example: '20418005-0-fancy-10' })
  @Matches(/^\d{6,12}-[a-z0-9-]{1,60}$/, { message: 'fancyId must be a fancy line id such as 20418005-0-fancy-10' })
  fancyId!: string;
}

/** POST .../result */
export class SetResultBody {
  @IsInt({ message: "winnerSelectionId must be the winning runner's selection id" })
  @ApiProperty({ description: "The winning runner's selectionId in the match odds market.", example: 47972 })
  winnerSelectionId!: number;
}

export class BookmakerRunnerPriceBody {
  @IsInt({ message: "selectionId must be a runner's selection id" })
  @ApiProperty()
  selectionId!: number;

  @IsInt({ message: 'backPrice must be a whole price per 100 from 1 to 10000' })
  @Min(1, { message: 'backPrice must be a whole price per 100 from 1 to 10000' })
  @Max(10_000, { message: 'backPrice must be a whole price per 100 from 1 to 10000' })
  @ApiProperty({ description: 'Per 100: odds 1.45 is 45.', minimum: 1, maximum: 10_000 })
  backPrice!: number;

  @IsInt({ message: 'layPrice must be a whole price per 100 from 1 to 10000' })
  @Min(1, { message: 'layPrice must be a whole price per 100 from 1 to 10000' })
  @Max(10_000, { message: 'layPrice must be a whole price per 100 from 1 to 10000' })
  @ApiProperty({ minimum: 1, maximum: 10_000 })
  layPrice!: number;
}

/** PUT .../bookmaker/{marketId}: the house's prices and stake limits. */
export class PriceBookmakerBody {
  @Matches(stakePattern, { message: stakeMessage('minStake') })
  @ApiProperty({ example: '100.00' })
  minStake!: string;

  @Matches(stakePattern, { message: stakeMessage('maxStake') })
  @ApiProperty({ example: '50000.00' })
  maxStake!: string;

  @IsArray({ message: 'runners must list a price for each runner' })
  @ArrayMinSize(1, { message: 'runners must list a price for each runner' })
  @ArrayMaxSize(10, { message: 'runners must list a price for each runner' })
  @ValidateNested({ each: true, message: 'runners must list a price for each runner' })
  @Type(() => BookmakerRunnerPriceBody)
  @ApiProperty({ type: [BookmakerRunnerPriceBody] })
  runners!: BookmakerRunnerPriceBody[];
}

const lineMessage = (field: string) => `${field} must be a number from 0 to 1000`;

/** PUT .../fancy/{fancyId}: a session line's No / Yes, their rates and stake limits. */
export class PriceFancyBody {
  @IsInt({ message: lineMessage('no') })
  @Min(0, { message: lineMessage('no') })
  @Max(1000, { message: lineMessage('no') })
  @ApiProperty({ example: 45 })
  no!: number;

  @IsNumber({}, { message: lineMessage('no_rate') })
  @Min(0, { message: lineMessage('no_rate') })
  @Max(1000, { message: lineMessage('no_rate') })
  @ApiProperty({ example: 100 })
  no_rate!: number;

  @IsInt({ message: lineMessage('yes') })
  @Min(0, { message: lineMessage('yes') })
  @Max(1000, { message: lineMessage('yes') })
  @ApiProperty({ example: 46 })
  yes!: number;

  @IsNumber({}, { message: lineMessage('yes_rate') })
  @Min(0, { message: lineMessage('yes_rate') })
  @Max(1000, { message: lineMessage('yes_rate') })
  @ApiProperty({ example: 100 })
  yes_rate!: number;

  @Matches(stakePattern, { message: stakeMessage('minStake') })
  @ApiProperty({ example: '100.00' })
  minStake!: string;

  @Matches(stakePattern, { message: stakeMessage('maxStake') })
  @ApiProperty({ example: '25000.00' })
  maxStake!: string;
}

const persistenceRules = ['keep', 'lapse'] as const;

/** PUT .../markets/{marketId}/persistence */
export class MarketPersistenceBody {
  @IsIn(persistenceRules, { message: 'onSuspend must be keep or lapse' })
  @ApiProperty({ enum: persistenceRules, description: 'Unmatched orders when the market is suspended.' })
  onSuspend!: (typeof persistenceRules)[number];

  @IsIn(persistenceRules, { message: 'onInplay must be keep or lapse' })
  @ApiProperty({ enum: persistenceRules, description: 'Unmatched orders when the market turns in play.' })
  onInplay!: (typeof persistenceRules)[number];
}
