import type {
  StaffHeldReferral,
  StaffReferralDecision,
  StaffReferralDownlinePage,
  StaffReferralRewardDay,
  StaffReferralRerun,
  StaffReferralRewardRunPage,
  StaffReferralSettings,
} from '@khela/contracts';
import {
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
  BadRequestException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiNoBody, arrayOf } from '../../../platform/http/openapi/api-answer.js';
import { Audit, RequirePermission, type AuditContext } from '../../backoffice/index.js';
import { ManageReferrals, type Managed } from '../commands/manage-referrals/manage-referrals.js';
import { RerunRewards } from '../commands/rerun-rewards/rerun-rewards.js';
import { isCalendarDate } from '../domain/dhaka-day.js';
import { ReferralStaffReports } from '../queries/staff-reports/referral-staff-reports.js';
import {
  ReferralReportPageDto,
  ReferralRerunDto,
  ReferralRewardLookupDto,
  referralReportMessages,
} from './dto/referral-staff-reports.dto.js';
import { ReferralSettingsDto, settingsInputMessages } from './dto/referral-settings.dto.js';

/** The texts of refused staff changes (English; Bangla in referral-messages.bn.ts). */
export const staffReferralMessages = {
  not_found: 'No held referral for this player.',
  tiers_not_rising: settingsInputMessages.firstTier,
  ledger_refused: 'The held rewards could not be paid; nothing changed.',
} as const;

function unwrap<T>(managed: Managed<T>): T {
  if (managed.ok) return managed.value;
  const message = staffReferralMessages[managed.refusal];
  if (managed.refusal === 'not_found') throw new NotFoundException({ message });
  if (managed.refusal === 'ledger_refused') throw new ConflictException({ message });
  throw new UnprocessableEntityException({ message, errors: { tiers: [message] } });
}

const playerIdOf = (id: string) => (/^\d{1,18}$/.test(id) ? id : undefined);

/**
 * Referral programme for staff (issue 21): reward tiers and limits (loyalty.manage: money terms, admin's by
 * default), the held referrals queue (risk.review), and read-only reports (reports.read: finance, risk, admin):
 * a player's downline tree, the daily reward runs and which run paid a reward. Every change is audited.
 */
@ApiTags('referral (staff)')
@Controller('api/admin/referral')
export class ReferralStaffController {
  constructor(
    @Inject(ManageReferrals) private readonly manage: ManageReferrals,
    @Inject(ReferralStaffReports) private readonly reports: ReferralStaffReports,
    @Inject(RerunRewards) private readonly reruns: RerunRewards,
  ) {}

  @Get('players/:playerId/downline')
  @RequirePermission('reports.read')
  @ApiOperation({
    summary:
      "A player's referral downline, one level of the tree: their direct downlines (most turnover first, paginated) with " +
      'the turnover the reward runs counted, the rewards it paid and held, and how many downlines each has in turn. Read-only.',
  })
  @ApiAnswer('StaffReferralDownlinePage', { errors: { 404: 'No such referral member.' } })
  async downline(@Param('playerId') playerId: string, @Query() query: ReferralReportPageDto): Promise<StaffReferralDownlinePage> {
    const id = /^[1-9]\d{0,17}$/.test(playerId) ? playerId : undefined;
    const found = id ? await this.reports.downline(id, query.page ?? 1, query.per_page ?? 20) : null;
    if (!found) throw new NotFoundException({ message: referralReportMessages.noMember });
    return found;
  }

  @Get('reward-runs')
  @RequirePermission('reports.read')
  @ApiOperation({
    summary: 'The daily referral reward runs, newest first: the Dhaka day, when, referrers paid, total paid and held, failures.',
  })
  @ApiAnswer('Page_StaffReferralRewardRun')
  rewardRuns(@Query() query: ReferralReportPageDto): Promise<StaffReferralRewardRunPage> {
    return this.reports.runs(query.page ?? 1, query.per_page ?? 20);
  }

  @Post('reward-runs')
  @HttpCode(202)
  @RequirePermission('loyalty.manage')
  @ApiOperation({
    summary:
      'Rerun one ended reward period (day, week or month): the job pays only what earlier runs left unpaid, else records a run ' +
      'that paid 0; audited.',
  })
  @ApiAnswer('StaffReferralRerun', { errors: { 422: 'That period has not ended yet in Dhaka.' } })
  async rerun(@Body() dto: ReferralRerunDto, @Audit() audit: AuditContext): Promise<StaffReferralRerun> {
    const result = await this.reruns.rerun(dto.kind, dto.period, audit);
    if (result.ok) return result.value;
    if (result.refusal === 'bad_period') throw new BadRequestException({ message: referralReportMessages.rerunPeriod });
    throw new UnprocessableEntityException({ message: referralReportMessages.notEnded });
  }

  @Get('rewards')
  @RequirePermission('reports.read')
  @ApiOperation({
    summary:
      "One referrer's daily reward, by the ledger's reward id or by referrer and day: its shares per downline and the run that paid it.",
  })
  @ApiAnswer('StaffReferralRewardDay', {
    errors: { 400: 'Give reward_id, or referrer_id and day.', 404: 'No referral reward for this referrer and day.' },
  })
  async rewardDay(@Query() query: ReferralRewardLookupDto): Promise<StaffReferralRewardDay> {
    // a day's reward id, or a week's (`referral-week-<monday>-<referrer>`) or a month's (`referral-month-<YYYY-MM>-<referrer>`)
    const parsed = query.reward_id ? /^referral-(?:(week|month)-)?(\d{4}-\d{2}(?:-\d{2})?)-(\d+)$/.exec(query.reward_id) : null;
    const kind = (parsed?.[1] as 'week' | 'month' | undefined) ?? 'day';
    const referrerId = parsed ? parsed[3]! : query.referrer_id;
    const day = parsed ? (kind === 'month' ? `${parsed[2]!}-01` : parsed[2]!) : query.day;
    if (!referrerId || !day || (query.reward_id && (query.referrer_id || query.day)))
      throw new BadRequestException({ message: referralReportMessages.lookup });
    if (!isCalendarDate(day)) throw new BadRequestException({ message: referralReportMessages.day });
    const found = await this.reports.rewardDay(referrerId, day, kind);
    if (!found) throw new NotFoundException({ message: referralReportMessages.noRewardDay });
    return found;
  }

  @Get('settings')
  @RequirePermission('loyalty.manage')
  @ApiOperation({ summary: 'Reward tiers (share of downlines’ settled turnover), the daily cap per referrer and the IP cluster size.' })
  @ApiAnswer('StaffReferralSettings')
  settings(): Promise<StaffReferralSettings> {
    return this.manage.settings();
  }

  @Put('settings')
  @RequirePermission('loyalty.manage')
  @ApiOperation({ summary: 'Replace the tiers and limits (the next daily run uses them); audited with before and after.' })
  @ApiAnswer('StaffReferralSettings', { errors: { 422: 'The first tier does not start at 0.00, or tiers do not rise.' } })
  async saveSettings(@Body() dto: ReferralSettingsDto, @Audit() audit: AuditContext): Promise<StaffReferralSettings> {
    return unwrap(await this.manage.saveSettings(dto, audit));
  }

  @Get('held')
  @RequirePermission('risk.review')
  @ApiOperation({
    summary:
      'Referrals held for review (same phone, device or IP as the referrer, or an IP cluster), oldest first, with their held rewards.',
  })
  @ApiAnswer(arrayOf('StaffHeldReferral'))
  held(): Promise<StaffHeldReferral[]> {
    return this.manage.held();
  }

  @Post('members/:playerId/release')
  @HttpCode(200)
  @ApiNoBody()
  @RequirePermission('risk.review')
  @ApiOperation({ summary: 'Release a held referral: it earns from now on and its held rewards are paid to the referrer, once; audited.' })
  @ApiAnswer('StaffReferralDecision', { errors: { 404: 'No held referral for this player.', 409: 'The ledger refused the payment.' } })
  async release(@Param('playerId') playerId: string, @Audit() audit: AuditContext): Promise<StaffReferralDecision> {
    const id = playerIdOf(playerId);
    if (!id) throw new NotFoundException({ message: staffReferralMessages.not_found });
    return unwrap(await this.manage.decide(id, 'release', audit));
  }

  @Post('members/:playerId/cancel')
  @HttpCode(200)
  @ApiNoBody()
  @RequirePermission('risk.review')
  @ApiOperation({ summary: 'Cancel a held referral: it never earns, its held rewards are never paid; audited.' })
  @ApiAnswer('StaffReferralDecision', { errors: { 404: 'No held referral for this player.' } })
  async cancel(@Param('playerId') playerId: string, @Audit() audit: AuditContext): Promise<StaffReferralDecision> {
    const id = playerIdOf(playerId);
    if (!id) throw new NotFoundException({ message: staffReferralMessages.not_found });
    return unwrap(await this.manage.decide(id, 'cancel', audit));
  }
}
