import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { GatewayCallback } from '../../ewallet/callback-signature.js';
import type { SubmitDepositInput } from '../../commands/submit-deposit/submit-deposit.js';
import type { SubmitWithdrawalInput } from '../../commands/submit-withdrawal/submit-withdrawal.js';

// The player payment bodies are read loosely (the spec's checks run in the spec's order with its messages),
// so these classes only document them (`@ApiBody`); each implements the input its command reads, so a field
// added there and not here (or the other way round) does not compile.

export class SubmitDepositBody implements SubmitDepositInput {
  @ApiProperty({ type: String, example: '01712345678', description: 'The number the money was sent from.' }) account_number?: unknown;
  @ApiProperty({ type: String, example: '8N7A6B5C4D', description: "The payment service's transaction id." }) transaction_id?: unknown;
  @ApiProperty({ type: String, example: '500.00', description: 'Amount, up to two decimals.' }) amount?: unknown;
  @ApiProperty({ type: Number, example: 1, description: 'The payment method (GET /api/showpayment-menthod).' }) payment_id?: unknown;
  @ApiPropertyOptional({ type: Number, description: 'A deposit promotion to join.' }) promotion_id?: unknown;
}

export class SubmitWithdrawalBody implements SubmitWithdrawalInput {
  @ApiPropertyOptional({ type: String, description: "Must be the caller's own id." }) remote_id?: unknown;
  @ApiProperty({ type: String, example: '01712345678', description: 'Where the money goes.' }) account_number?: unknown;
  @ApiProperty({ type: String, example: '1000.00' }) amount?: unknown;
  @ApiProperty({ type: Number, example: 1, description: 'The payment method.' }) payment_id?: unknown;
  @ApiProperty({ type: String, example: 'bkash' }) provider?: unknown;
}

export class EwalletRequestBody {
  @ApiProperty({ type: String, example: '500.00' }) amount?: unknown;
  @ApiProperty({ type: String, example: 'bkash', description: 'An e-wallet brand of GET /api/payment-methods.' }) provider?: unknown;
  @ApiPropertyOptional({ type: String }) type?: unknown;
  @ApiPropertyOptional({ type: Number, description: 'A deposit promotion to join.' }) promotion?: unknown;
}

export class EwalletConfirmBody {
  @ApiProperty({ type: String, description: 'The transaction of POST /api/ewa/request (`trxid` is accepted too).' }) trx_id?: unknown;
}

/** The gateway's signed callback (X-Gateway-Signature header). */
export class EwalletCallbackBody implements GatewayCallback {
  @ApiProperty() transaction_id!: string;
  @ApiProperty() merchant_ref!: string;
  @ApiProperty({ enum: ['paid', 'failed'] }) status!: 'paid' | 'failed';
  @ApiProperty({ example: '500.00' }) amount!: string;
  @ApiProperty() nonce!: string;
  @ApiProperty({ description: 'Unix seconds; older than 5 minutes is refused.' }) timestamp!: number;
}
