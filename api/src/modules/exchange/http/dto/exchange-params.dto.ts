import { ApiProperty } from '@nestjs/swagger';
import { exchangeSports, type ExchangeSport } from '@khela/contracts';
import { IsIn, Matches } from 'class-validator';
import { scoreboardFontWeights, type ScoreboardFontWeight } from '../scoreboard-font.js';

export const badSportMessage = `sport must be one of ${exchangeSports.join(', ')}`;

/** `/api/sports-events/{sport}` */
export class SportParams {
  @ApiProperty({ enum: exchangeSports })
  @IsIn(exchangeSports, { message: badSportMessage })
  sport!: ExchangeSport;
}

/** `/api/match-odds/{marketId}`: a Betfair-style market id, e.g. 1.20418005. */
export class MarketIdParams {
  @ApiProperty({ example: '1.20418005' })
  @Matches(/^\d\.\d{6,12}$/, { message: 'marketId must be a market id such as 1.20418005' })
  marketId!: string;
}

/** `/api/event/{eventId}`, `/api/score/...`: an event id is 6 to 12 digits. */
export class EventIdParams {
  @ApiProperty({ example: '20418005' })
  @Matches(/^\d{6,12}$/, { message: 'eventId must be an event id (6 to 12 digits)' })
  eventId!: string;
}

/** `/api/score/font/{weight}`: the scoreboard page's two weights. */
export class ScoreboardFontParams {
  @ApiProperty({ enum: scoreboardFontWeights })
  @IsIn(scoreboardFontWeights, { message: `weight must be one of ${scoreboardFontWeights.join(', ')}` })
  weight!: ScoreboardFontWeight;
}
