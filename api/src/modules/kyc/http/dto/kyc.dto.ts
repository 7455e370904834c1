import { ApiProperty } from '@nestjs/swagger';
import type { KycRules, StaffKycReason } from '@khela/contracts';
import { Transform } from 'class-transformer';
import { IsString, Length, Matches, ValidateIf } from 'class-validator';
import { kycMessages } from '../../domain/kyc-rules.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Body of reject and request-again: staff's reason, shown to the player as written and kept in the audit log. */
export class KycReasonDto implements StaffKycReason {
  @ApiProperty({ minLength: 3, maxLength: 500, example: 'The photo of the back of the ID is blurred.' })
  @Transform(trim)
  @IsString({ message: kycMessages.reason })
  @Length(3, 500, { message: kycMessages.reason })
  reason!: string;
}

const amount = /^\d{1,10}(\.\d{1,2})?$/;

/** PUT /api/admin/kyc/rules: both rules, each an amount in BDT or null (off). */
export class KycRulesDto implements KycRules {
  @ApiProperty({
    type: String,
    nullable: true,
    example: '25000.00',
    description: 'Withdrawals above this need an approved KYC; null: off.',
  })
  @ValidateIf((_, value) => value !== null)
  @IsString({ message: kycMessages.ruleAmount })
  @Matches(amount, { message: kycMessages.ruleAmount })
  withdrawal_over!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '100000.00',
    description: 'Once credited deposits in total are above this, every withdrawal needs an approved KYC; null: off.',
  })
  @ValidateIf((_, value) => value !== null)
  @IsString({ message: kycMessages.ruleAmount })
  @Matches(amount, { message: kycMessages.ruleAmount })
  lifetime_deposits_over!: string | null;
}
