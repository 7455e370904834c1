import { Body, Controller, Inject, NotFoundException, Param, Patch } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { StaffPaymentMethodStatus } from '@khela/contracts';
import { ApiAnswer } from '../../../platform/http/openapi/api-answer.js';
import { Audit, RequirePermission, type AuditContext } from '../../backoffice/index.js';
import { SwitchPaymentMethod, type PaymentMethodStatus } from '../commands/switch-payment-method/switch-payment-method.js';
import { receivingNumberMessages as messages } from '../domain/receiving-number-load.js';
import { unwrap } from './answer.js';
import { SwitchPaymentMethodDto } from './dto/receiving-numbers.dto.js';

const present = (s: PaymentMethodStatus): StaffPaymentMethodStatus => ({
  name: s.name,
  active: s.active,
  channels: s.channels.map((c) => ({ id: c.id, account_type: c.accountType, status: c.status })),
});

/** A method name in the path: a brand's letters, digits, spaces, dots or dashes; anything else is simply not found. */
function methodName(name: string): string {
  if (!/^[\p{L}\p{N}][\p{L}\p{N} ._-]{0,39}$/u.test(name)) throw new NotFoundException({ message: messages.methodNotFound });
  return name;
}

/**
 * Payment methods as a whole (issue 22, permission `payments.channels`: finance and admin): switch every
 * channel of one wallet brand off or on, audited (SwitchPaymentMethod). The list of methods and their status
 * comes with GET /api/admin/payments/receiving-numbers (`methods`).
 */
@ApiTags('admin: payments')
@Controller('api/admin/payments/methods')
export class PaymentMethodsStaffController {
  constructor(@Inject(SwitchPaymentMethod) private readonly switchMethod: SwitchPaymentMethod) {}

  @Patch(':name')
  @RequirePermission('payments.channels')
  @ApiParam({ name: 'name', description: 'The wallet brand, e.g. bKash (case-insensitive).' })
  @ApiAnswer('StaffPaymentMethodStatus', { errors: { 404: 'No such payment method.' } })
  @ApiOperation({
    summary:
      'Switch a whole payment method (every channel of the brand) off or on: off, players are no longer offered it and deposits or withdrawals for it are refused; audited.',
  })
  async change(
    @Param('name') name: string,
    @Body() dto: SwitchPaymentMethodDto,
    @Audit() audit: AuditContext,
  ): Promise<StaffPaymentMethodStatus> {
    return present(unwrap(await this.switchMethod.execute(methodName(name), dto.active, audit)));
  }
}
