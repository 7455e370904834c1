import type { StaffVipCashbackRun, StaffVipLevel, StaffVipPlayerHistory, StaffVipReport, StaffVipSettings } from '@khela/contracts';
import {
  BadRequestException,
  Body,
  Controller,
  Get,
  Inject,
  NotFoundException,
  Param,
  Patch,
  Put,
  Query,
  UnprocessableEntityException,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, arrayOf } from '../../../platform/http/openapi/api-answer.js';
import { Audit, RequirePermission, type AuditContext } from '../../backoffice/index.js';
import { ManageLevels } from '../commands/manage-levels/manage-levels.js';
import { isReportRange } from '../domain/loyalty-report.js';
import { VipPlayerHistory } from '../queries/staff-reports/vip-player-history.js';
import { VipReport } from '../queries/staff-reports/vip-report.js';
import { levelChangeMessages, VipLevelChangeDto } from './dto/vip-level-change.dto.js';
import { VipReportQueryDto, VipSettingsDto, vipStaffInputMessages } from './dto/vip-staff-inputs.dto.js';

/** Player ids are the players table's bigint ids, written in decimal. */
const playerIdPattern = /^[1-9]\d{0,17}$/;

/** VIP for staff (issue 21, loyalty.manage: money terms, admin's by default). Changes are audited. */
@ApiTags('vip (staff)')
@Controller('api/admin/vip')
export class VipStaffController {
  constructor(
    @Inject(ManageLevels) private readonly manage: ManageLevels,
    @Inject(VipPlayerHistory) private readonly history: VipPlayerHistory,
    @Inject(VipReport) private readonly report: VipReport,
  ) {}

  @Get('levels')
  @RequirePermission('loyalty.manage')
  @ApiOperation({ summary: 'The VIP levels, lowest first, with thresholds, conversion rate, weekly cash-back and withdrawal limits.' })
  @ApiAnswer(arrayOf('StaffVipLevel'))
  levels(): Promise<StaffVipLevel[]> {
    return this.manage.list();
  }

  @Patch('levels/:code')
  @RequirePermission('loyalty.manage')
  @ApiOperation({
    summary:
      "Change a level's names (en, bn), withdrawal limits per Dhaka day, conversion rate, weekly cash-back percent and/or " +
      'threshold; audited with before and after. The player site shows new names within a minute. ' +
      'A lowered threshold promotes at the next hourly roll-up; a raised one never demotes anyone.',
  })
  @ApiAnswer('StaffVipLevel', {
    errors: {
      404: 'No such VIP level.',
      422: 'Each level’s threshold must be above the threshold of the level below it. / Another level already has this name.',
    },
  })
  async change(@Param('code') code: string, @Body() dto: VipLevelChangeDto, @Audit() audit: AuditContext): Promise<StaffVipLevel> {
    if (Object.values(dto).every((value) => value === undefined)) throw new BadRequestException({ message: levelChangeMessages.nothing });
    const known = /^[a-z0-9-]{1,32}$/.test(code) ? code : undefined;
    const changed = known ? await this.manage.change(known, dto, audit) : null;
    if (!changed) throw new NotFoundException({ message: levelChangeMessages.notFound });
    if ('refused' in changed) throw new UnprocessableEntityException({ message: changed.refused });
    return changed;
  }

  @Get('settings')
  @RequirePermission('loyalty.manage')
  @ApiOperation({ summary: 'The VIP constants staff may change: the minimum VP per conversion (spec 9: 10).' })
  @ApiAnswer('StaffVipSettings')
  settings(): Promise<StaffVipSettings> {
    return this.manage.settings();
  }

  @Put('settings')
  @RequirePermission('loyalty.manage')
  @ApiOperation({ summary: 'Replace the VIP settings; audited with before and after.' })
  @ApiAnswer('StaffVipSettings')
  saveSettings(@Body() dto: VipSettingsDto, @Audit() audit: AuditContext): Promise<StaffVipSettings> {
    return this.manage.saveSettings({ min_convert_points: dto.min_convert_points }, audit);
  }

  @Get('players/:playerId/history')
  @RequirePermission('loyalty.manage')
  @ApiOperation({ summary: "A player's VIP history: points per source, level changes with dates, cash-back paid, conversions." })
  @ApiAnswer('StaffVipPlayerHistory', { errors: { 404: 'No such VIP player.' } })
  async playerHistory(@Param('playerId') playerId: string): Promise<StaffVipPlayerHistory> {
    const found = playerIdPattern.test(playerId) ? await this.history.of(playerId) : null;
    if (!found) throw new NotFoundException({ message: vipStaffInputMessages.player });
    return found;
  }

  @Get('report')
  @RequirePermission('loyalty.manage')
  @ApiOperation({
    summary:
      'VIP/referral report per Asia/Dhaka day or Monday week: points issued and converted, cash paid for conversions, ' +
      'weekly cash-back and referral rewards (from the ledger), players per level now.',
  })
  @ApiAnswer('StaffVipReport', { errors: { 400: 'to must not be before from, and the report spans at most 92 days' } })
  async loyaltyReport(@Query() query: VipReportQueryDto): Promise<StaffVipReport> {
    if (!isReportRange(query.from, query.to)) throw new BadRequestException({ message: vipStaffInputMessages.range });
    return this.report.build(query.from, query.to, query.by);
  }

  @Get('cashback-runs')
  @RequirePermission('loyalty.manage')
  @ApiOperation({ summary: 'Weekly cash-back runs, newest week first: runs, players paid and the amount.' })
  @ApiAnswer(arrayOf('StaffVipCashbackRun'))
  cashbackRuns(): Promise<StaffVipCashbackRun[]> {
    return this.manage.cashbackRuns();
  }
}
