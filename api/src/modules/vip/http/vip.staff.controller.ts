import type { StaffVipCashbackRun, StaffVipLevel } from '@khela/contracts';
import { BadRequestException, Body, Controller, Get, Inject, NotFoundException, Param, Patch } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, arrayOf } from '../../../platform/http/openapi/api-answer.js';
import { Audit, RequirePermission, type AuditContext } from '../../backoffice/index.js';
import { ManageLevels } from '../commands/manage-levels/manage-levels.js';
import { levelChangeMessages, VipLevelChangeDto } from './dto/vip-level-change.dto.js';

/** VIP for staff (issue 21, loyalty.manage: money terms, admin's by default). Changes are audited. */
@ApiTags('vip (staff)')
@Controller('api/admin/vip')
export class VipStaffController {
  constructor(@Inject(ManageLevels) private readonly manage: ManageLevels) {}

  @Get('levels')
  @RequirePermission('loyalty.manage')
  @ApiOperation({ summary: 'The VIP levels, lowest first, with thresholds, conversion rate, weekly cash-back and withdrawal limits.' })
  @ApiAnswer(arrayOf('StaffVipLevel'))
  levels(): Promise<StaffVipLevel[]> {
    return this.manage.list();
  }

  @Patch('levels/:code')
  @RequirePermission('loyalty.manage')
  @ApiOperation({ summary: "Change a level's conversion rate and/or weekly cash-back percent; audited with before and after." })
  @ApiAnswer('StaffVipLevel', { errors: { 404: 'No such VIP level.' } })
  async change(@Param('code') code: string, @Body() dto: VipLevelChangeDto, @Audit() audit: AuditContext): Promise<StaffVipLevel> {
    if (dto.conversion_rate === undefined && dto.weekly_cashback_percent === undefined)
      throw new BadRequestException({ message: levelChangeMessages.nothing });
    const known = /^[a-z0-9-]{1,32}$/.test(code) ? code : undefined;
    const changed = known ? await this.manage.change(known, dto, audit) : null;
    if (!changed) throw new NotFoundException({ message: levelChangeMessages.notFound });
    return changed;
  }

  @Get('cashback-runs')
  @RequirePermission('loyalty.manage')
  @ApiOperation({ summary: 'Weekly cash-back runs, newest week first: runs, players paid and the amount.' })
  @ApiAnswer(arrayOf('StaffVipCashbackRun'))
  cashbackRuns(): Promise<StaffVipCashbackRun[]> {
    return this.manage.cashbackRuns();
  }
}
