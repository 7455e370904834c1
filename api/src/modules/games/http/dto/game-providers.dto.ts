import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { StaffGameProviderKey, StaffGameProviderUpdate, StaffGameStatedRtp } from '@khela/contracts';
import { IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';

/** PATCH /api/admin/game-providers/{code} */
export class UpdateGameProviderDto implements StaffGameProviderUpdate {
  @ApiPropertyOptional({ enum: ['active', 'disabled'] })
  @IsOptional()
  @IsIn(['active', 'disabled'], { message: 'status must be active or disabled' })
  status?: 'active' | 'disabled';

  @ApiPropertyOptional({ enum: ['ok', 'does_not_exist'], description: 'What a rollback of a bet never seen answers.' })
  @IsOptional()
  @IsIn(['ok', 'does_not_exist'], { message: 'rollback_unknown must be ok or does_not_exist' })
  rollback_unknown?: 'ok' | 'does_not_exist';

  @ApiPropertyOptional({
    example: 'https://games.example.com',
    description: 'Where launches send the player: {launch_url}/play/{game}?token=...',
  })
  @IsOptional()
  @IsString({ message: 'launch_url must be an http(s) URL' })
  @MaxLength(500, { message: 'launch_url must be an http(s) URL' })
  @Matches(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/, { message: 'launch_url must be an http(s) URL' })
  launch_url?: string;
}

/** PUT /api/admin/game-providers/{code}/key */
export class RotateGameProviderKeyDto implements StaffGameProviderKey {
  @ApiProperty({ enum: ['rsa', 'hmac'] })
  @IsIn(['rsa', 'hmac'], { message: 'auth_scheme must be rsa or hmac' })
  auth_scheme!: 'rsa' | 'hmac';

  @ApiProperty({ description: 'An HMAC-SHA256 secret (16+ characters) or an RSA public key (PEM, 2048 bits or more).' })
  @IsString({ message: 'key must be text' })
  @MaxLength(8192, { message: 'key must be at most 8192 characters' })
  key!: string;
}

/** PATCH /api/admin/game-providers/{code}/games/{gameCode} */
export class SetProviderGameDto {
  @ApiProperty({ description: 'On: listed and launchable. Off: hidden, launches and bets refused (open rounds still settle).' })
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled!: boolean;
}

export const statedRtpMessage = 'stated_rtp must be empty or a percentage from 50.00 to 100.00 with at most two decimals, e.g. "96.50"';
/** 50 to 99.99 with up to two places, or 100 (100.0, 100.00): the column is numeric(5,2), so nothing is rounded. */
const statedRtpPattern = /^(?:[5-9][0-9](?:\.[0-9]{1,2})?|100(?:\.0{1,2})?)$/;

/** PUT /api/admin/game-providers/{code}/games/{gameCode}/stated-rtp */
export class SetStatedRtpDto implements StaffGameStatedRtp {
  @ApiProperty({
    type: 'string',
    nullable: true,
    example: '96.50',
    description: 'Percent with at most two decimals, 50.00 to 100.00, as text; null or "" when the game states no RTP.',
  })
  // null and "" clear it; anything else (a missing field, a number, other text) must be the percentage
  @ValidateIf((dto: SetStatedRtpDto) => dto.stated_rtp !== null && dto.stated_rtp !== '')
  @Matches(statedRtpPattern, { message: statedRtpMessage }) // also refuses what is not text (a number: 96.5 would be a float)
  stated_rtp!: string | null;
}
