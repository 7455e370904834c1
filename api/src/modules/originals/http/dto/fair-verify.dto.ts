import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsString, Length, Matches, Max, Min, ValidateIf } from 'class-validator';
import type { FairGame } from '@khela/contracts';
import { fairVerifyMessages as m } from '../../domain/fair-verify-messages.js';
import { NumberField } from '../../../../platform/http/number-field.js';

const games: FairGame[] = ['dice', 'limbo', 'mines', 'slot', 'crash'];
const seedGames = new Set<unknown>(['dice', 'limbo', 'mines', 'slot']);

/**
 * `GET /api/fair/verify`: dice, limbo, mines and slot take the revealed server seed, the client seed and the
 * nonce (mines also the mine count); crash takes the round's hash and the chain's salt. The fields of the
 * other kind are ignored.
 */
export class FairVerifyQuery {
  @ApiProperty({ enum: games, example: 'dice' })
  @IsIn(games, { message: m.game })
  game!: FairGame;

  @ApiPropertyOptional({
    description: 'dice, limbo, mines: the revealed server seed.',
    example: 'c5e7146c5863d7d647c93ffe7d4ec13fffbb7311108fab0c067d97bcc2b32d55',
  })
  @ValidateIf((q: FairVerifyQuery) => seedGames.has(q.game))
  @IsString({ message: m.serverSeed })
  @Length(1, 128, { message: m.serverSeed })
  serverSeed?: string;

  @ApiPropertyOptional({ description: 'dice, limbo, mines: the client seed.', example: 'LuckyClientSeed777' })
  @ValidateIf((q: FairVerifyQuery) => seedGames.has(q.game))
  @IsString({ message: m.clientSeed })
  @Length(1, 128, { message: m.clientSeed })
  clientSeed?: string;

  @ApiPropertyOptional({ description: "dice, limbo, mines: the bet's nonce.", example: 2, minimum: 0, maximum: 4294967295 })
  @ValidateIf((q: FairVerifyQuery) => seedGames.has(q.game))
  @NumberField()
  @IsInt({ message: m.nonce })
  @Min(0, { message: m.nonce })
  @Max(4_294_967_295, { message: m.nonce })
  nonce?: number;

  @ApiPropertyOptional({ description: 'mines: how many mines the board had (1-24).', example: 3 })
  @ValidateIf((q: FairVerifyQuery) => q.game === 'mines')
  @NumberField()
  @IsInt({ message: m.mines })
  @Min(1, { message: m.mines })
  @Max(24, { message: m.mines })
  mines?: number;

  @ApiPropertyOptional({
    description: "crash: the round's game hash.",
    example: '9f57575fd54cd441e962448537e155ace9555df10cd27fa817bbcaf48a59ebcf',
  })
  @ValidateIf((q: FairVerifyQuery) => q.game === 'crash')
  @IsString({ message: m.hash })
  @Matches(/^[0-9a-f]{64}$/, { message: m.hash })
  hash?: string;

  @ApiPropertyOptional({
    description: "crash: the chain's salt.",
    example: '0000000000000000004d6ec16dafe9d8370958664c1dc422f452892264c59526',
  })
  @ValidateIf((q: FairVerifyQuery) => q.game === 'crash')
  @IsString({ message: m.salt })
  @Length(1, 128, { message: m.salt })
  salt?: string;
}
