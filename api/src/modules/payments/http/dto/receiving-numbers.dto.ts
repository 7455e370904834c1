import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type {
  StaffPaymentMethodSwitch,
  StaffReceivingNumberChange,
  StaffReceivingNumberCreate,
  StaffReceivingNumberRotation,
} from '@khela/contracts';
import { IsBoolean, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { receivingNumberMessages as messages } from '../../domain/receiving-number-load.js';
import { NumberField } from '../../../../platform/http/number-field.js';

// An amount with at most two decimals; the positive and maximum bounds are checked on the parsed value.
const capPattern = /^\d{1,12}(\.\d{1,2})?$/;

/** POST /api/admin/payments/receiving-numbers */
export class CreateReceivingNumberDto implements StaffReceivingNumberCreate {
  @ApiProperty({ description: 'The channel (payment method row: brand and Agent / Merchant / Personal).' })
  @NumberField()
  @IsInt({ message: messages.methodNotFound })
  @Min(1, { message: messages.methodNotFound })
  @Max(2_147_483_647, { message: messages.methodNotFound })
  method_id!: number;

  @ApiProperty({ example: '01710000099' })
  @IsString({ message: messages.numberFormat })
  @Matches(/^\d{11}$/, { message: messages.numberFormat })
  number!: string;

  @ApiProperty({ example: '200000.00', description: 'Most a number may take in one Dhaka day.' })
  @IsString({ message: messages.capInvalid })
  @Matches(capPattern, { message: messages.capInvalid })
  daily_cap!: string;
}

/** PATCH /api/admin/payments/receiving-numbers/{id} */
export class ChangeReceivingNumberDto implements StaffReceivingNumberChange {
  @ApiPropertyOptional({ example: '150000.00' })
  @IsOptional()
  @IsString({ message: messages.capInvalid })
  @Matches(capPattern, { message: messages.capInvalid })
  daily_cap?: string;

  @ApiPropertyOptional({ description: 'false switches the number off: it is no longer handed out to players.' })
  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;
}

/** POST /api/admin/payments/receiving-numbers/{id}/rotate */
export class RotateReceivingNumberDto implements StaffReceivingNumberRotation {
  @ApiProperty({ example: '01710000100', description: 'The number that takes over; the old one is switched off.' })
  @IsString({ message: messages.numberFormat })
  @Matches(/^\d{11}$/, { message: messages.numberFormat })
  number!: string;
}

/** PATCH /api/admin/payments/methods/{name} */
export class SwitchPaymentMethodDto implements StaffPaymentMethodSwitch {
  @ApiProperty({ description: 'false switches every channel of the method off: players are no longer offered it.' })
  @IsBoolean({ message: 'active must be true or false' })
  active!: boolean;
}
