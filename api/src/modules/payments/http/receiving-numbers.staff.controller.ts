import { BadRequestException, Body, Controller, Get, HttpCode, Inject, NotFoundException, Param, Patch, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { formatMoney, parseMoney, type StaffReceivingNumber, type StaffReceivingNumberList } from '@khela/contracts';
import { ApiAnswer } from '../../../platform/http/openapi/api-answer.js';
import { Audit, RequirePermission, type AuditContext } from '../../backoffice/index.js';
import { ManageReceivingNumbers } from '../commands/manage-receiving-numbers/manage-receiving-numbers.js';
import {
  isNearCap,
  loadPercent,
  maxDailyCapMinor,
  nearCapPercent,
  receivingNumberMessages as messages,
} from '../domain/receiving-number-load.js';
import { PaymentMethodsRepository } from '../persistence/payment-methods.repository.js';
import { ReceivingNumbersRepository, type ReceivingNumberListing } from '../persistence/receiving-numbers.repository.js';
import { unwrap } from './answer.js';
import { ChangeReceivingNumberDto, CreateReceivingNumberDto, RotateReceivingNumberDto } from './dto/receiving-numbers.dto.js';

const present = (n: ReceivingNumberListing): StaffReceivingNumber => ({
  id: n.id,
  number: n.number,
  method: { id: n.methodId, name: n.methodName, account_type: n.accountType, status: n.methodStatus },
  active: n.active,
  daily_cap: formatMoney(n.dailyCapMinor),
  load_today: formatMoney(n.loadMinor),
  handed_out_today: formatMoney(n.handedOutMinor),
  load_percent: loadPercent(n.loadMinor, n.dailyCapMinor),
  near_cap: isNearCap(n.loadMinor, n.dailyCapMinor),
  replaces: n.replaces,
  created_at: n.createdAt.toISOString(),
  updated_at: n.updatedAt.toISOString(),
});

/** A path id: a positive integer, else the number is simply not found (never a 500 from the database). */
function numberId(id: string): number {
  if (!/^\d{1,9}$/.test(id) || Number(id) === 0) throw new NotFoundException({ message: messages.notFound });
  return Number(id);
}

/** A daily cap as typed ("150000" or "150000.50"): positive and at most the maximum, else 400. */
function dailyCap(text: string): bigint {
  const minor = parseMoney(text);
  if (minor === null || minor <= 0n || minor > maxDailyCapMinor)
    throw new BadRequestException({ message: messages.capInvalid, errors: { daily_cap: [messages.capInvalid] } });
  return minor;
}

/**
 * Receiving numbers (issue 22, permission `payments.channels`: finance and admin): the list with today's
 * load and the near-cap flag, add, change the cap, switch off or on, rotate. Every change is audited in
 * its transaction (ManageReceivingNumbers).
 */
@ApiTags('admin: payments')
@Controller('api/admin/payments/receiving-numbers')
export class ReceivingNumbersStaffController {
  constructor(
    @Inject(ReceivingNumbersRepository) private readonly numbers: ReceivingNumbersRepository,
    @Inject(PaymentMethodsRepository) private readonly methods: PaymentMethodsRepository,
    @Inject(ManageReceivingNumbers) private readonly manage: ManageReceivingNumbers,
  ) {}

  @Get()
  @RequirePermission('payments.channels')
  @ApiAnswer('StaffReceivingNumberList')
  @ApiOperation({ summary: "Every receiving number with its channel, daily cap, today's load (Dhaka day) and near-cap flag." })
  async list(): Promise<StaffReceivingNumberList> {
    const [numbers, methods] = await Promise.all([this.numbers.list(), this.methods.list({ activeOnly: false })]);
    return {
      data: numbers.map(present),
      methods: methods.map((m) => ({ id: m.id, name: m.name, account_type: m.accountType, status: m.status })),
      near_cap_percent: nearCapPercent,
    };
  }

  @Post()
  @HttpCode(201)
  @RequirePermission('payments.channels')
  @ApiAnswer('StaffReceivingNumber', {
    status: 201,
    errors: { 404: 'No such payment method.', 409: 'The channel already has this number.' },
  })
  @ApiOperation({ summary: 'Add a receiving number to a channel with its daily cap; handed out to players at once; audited.' })
  async add(@Body() dto: CreateReceivingNumberDto, @Audit() audit: AuditContext): Promise<StaffReceivingNumber> {
    const cap = dailyCap(dto.daily_cap);
    return present(unwrap(await this.manage.add({ methodId: dto.method_id, number: dto.number, dailyCapMinor: cap }, audit)));
  }

  @Patch(':id')
  @RequirePermission('payments.channels')
  @ApiAnswer('StaffReceivingNumber', { errors: { 404: 'No such receiving number.' } })
  @ApiOperation({ summary: 'Change the daily cap, or switch the number off (never handed out again) or on; audited.' })
  async change(
    @Param('id') id: string,
    @Body() dto: ChangeReceivingNumberDto,
    @Audit() audit: AuditContext,
  ): Promise<StaffReceivingNumber> {
    const known = numberId(id);
    if (dto.daily_cap === undefined && dto.active === undefined) throw new BadRequestException({ message: messages.nothingToChange });
    const change = {
      ...(dto.daily_cap !== undefined ? { dailyCapMinor: dailyCap(dto.daily_cap) } : {}),
      ...(dto.active !== undefined ? { active: dto.active } : {}),
    };
    return present(unwrap(await this.manage.change(known, change, audit)));
  }

  @Post(':id/rotate')
  @HttpCode(200)
  @RequirePermission('payments.channels')
  @ApiAnswer('StaffReceivingNumber', {
    errors: { 404: 'No such receiving number.', 409: 'The channel already has the new number, or it is the same.' },
  })
  @ApiOperation({ summary: 'Rotate: a new number takes over the channel and cap, the old one is switched off; audited.' })
  async rotate(
    @Param('id') id: string,
    @Body() dto: RotateReceivingNumberDto,
    @Audit() audit: AuditContext,
  ): Promise<StaffReceivingNumber> {
    return present(unwrap(await this.manage.rotate(numberId(id), dto.number, audit)));
  }
}
