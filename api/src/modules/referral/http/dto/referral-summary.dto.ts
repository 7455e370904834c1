import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';

/** The English refusals of bad summary input (Bangla in referral-messages.bn.ts). */
export const summaryInputMessages = {
  origin: 'origin must be the site address, like https://example.com',
} as const;

/** GET /api/referral/summary?origin: the site's address the referral link is built on (spec 2.3 link shape). */
export class ReferralSummaryQuery {
  @ApiProperty({
    type: String,
    example: 'https://khela.example',
    description: 'The site origin the player sees: scheme, host and port only.',
  })
  @IsString({ message: summaryInputMessages.origin })
  @Matches(/^https?:\/\/[A-Za-z0-9.-]{1,253}(:\d{1,5})?$/, { message: summaryInputMessages.origin })
  origin!: string;
}
