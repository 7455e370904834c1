import type { StaffReferralPartner, StaffReferralPartnerReport } from '@khela/contracts';
import {
  BadRequestException,
  Body,
  ConflictException,
  Controller,
  Get,
  HttpCode,
  Inject,
  NotFoundException,
  Param,
  Post,
  Put,
  Query,
  UnprocessableEntityException,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, arrayOf } from '../../../platform/http/openapi/api-answer.js';
import { Audit, RequirePermission, type AuditContext } from '../../backoffice/index.js';
import { ManagePartners, type PartnerResult } from '../commands/manage-partners/manage-partners.js';
import { CreatePartnerDto, PartnerReportDto, UpdatePartnerDto, partnerInputMessages } from './dto/referral-partner.dto.js';

function unwrap<T>(result: PartnerResult<T>): T {
  if (result.ok) return result.value;
  if (result.refusal === 'not_found') throw new NotFoundException({ message: partnerInputMessages.notFound });
  if (result.refusal === 'code_taken')
    throw new ConflictException({ message: partnerInputMessages.codeTaken, errors: { code: [partnerInputMessages.codeTaken] } });
  if (result.refusal === 'bad_period') throw new BadRequestException({ message: partnerInputMessages.periodStart });
  throw new UnprocessableEntityException({
    message: partnerInputMessages.noPlayer,
    errors: { player_id: [partnerInputMessages.noPlayer] },
  });
}

const partnerIdOf = (id: string) => (/^[1-9]\d{0,17}$/.test(id) ? id : undefined);

/**
 * Agents and affiliates (issue 21): records staff create with a code players give at sign-up (`agent_code`,
 * `affiliate_code`) and commission terms (loyalty.manage: money terms, audited); the list and each record's players,
 * turnover, deposits and commission per period (reports.read).
 */
@ApiTags('referral (staff)')
@Controller('api/admin/referral/partners')
export class ReferralPartnersStaffController {
  constructor(@Inject(ManagePartners) private readonly manage: ManagePartners) {}

  @Get()
  @RequirePermission('reports.read')
  @ApiOperation({ summary: 'Agents and affiliates: code, status, commission terms and how many players each has.' })
  @ApiAnswer(arrayOf('StaffReferralPartner'))
  list(): Promise<StaffReferralPartner[]> {
    return this.manage.list();
  }

  @Post()
  @HttpCode(201)
  @RequirePermission('loyalty.manage')
  @ApiOperation({ summary: 'Create an agent or affiliate record with its code and commission terms; audited.' })
  @ApiAnswer('StaffReferralPartner', {
    errors: { 409: 'This code is taken by another agent or affiliate.', 422: 'No player with this id has signed up.' },
  })
  async create(@Body() dto: CreatePartnerDto, @Audit() audit: AuditContext): Promise<StaffReferralPartner> {
    return unwrap(await this.manage.create(dto, audit));
  }

  @Put(':id')
  @RequirePermission('loyalty.manage')
  @ApiOperation({ summary: 'Change a record’s name, status or commission terms (the code stays); audited with before and after.' })
  @ApiAnswer('StaffReferralPartner', {
    errors: { 404: 'No such agent or affiliate.', 422: 'No player with this id has signed up.' },
  })
  async update(@Param('id') id: string, @Body() dto: UpdatePartnerDto, @Audit() audit: AuditContext): Promise<StaffReferralPartner> {
    const partnerId = partnerIdOf(id);
    if (!partnerId) throw new NotFoundException({ message: partnerInputMessages.notFound });
    return unwrap(await this.manage.update(partnerId, dto, audit));
  }

  @Get(':id/report')
  @RequirePermission('reports.read')
  @ApiOperation({
    summary:
      'A record’s players in one week or month (the current one by default): turnover, net gaming revenue, deposits, the ' +
      'commission due on its terms, and the commissions the job recorded.',
  })
  @ApiAnswer('StaffReferralPartnerReport', { errors: { 404: 'No such agent or affiliate.' } })
  async report(@Param('id') id: string, @Query() query: PartnerReportDto): Promise<StaffReferralPartnerReport> {
    const partnerId = partnerIdOf(id);
    if (!partnerId) throw new NotFoundException({ message: partnerInputMessages.notFound });
    return unwrap(await this.manage.report(partnerId, query.period_start));
  }
}
