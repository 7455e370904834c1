import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { StaffDashboard } from '@khela/contracts';
import { ApiAnswer } from '../../../platform/http/openapi/api-answer.js';
import { CurrentStaff, RequirePermission, type StaffPrincipal } from '../../backoffice/index.js';
import { StaffDashboardQuery } from '../queries/staff-dashboard/staff-dashboard.query.js';

/**
 * The back-office home's figures (issue 22). Every signed-in staff member may ask; the answer holds only the tiles the
 * caller's permissions (from the session, as the guard loaded them) allow: a tile they may not see is absent, not zero.
 */
@ApiTags('admin: reports')
@Controller('api/admin/dashboard')
export class DashboardStaffController {
  constructor(@Inject(StaffDashboardQuery) private readonly dashboard: StaffDashboardQuery) {}

  @Get()
  @RequirePermission('session')
  @ApiAnswer('StaffDashboard')
  @ApiOperation({
    summary:
      "The home page's tiles the caller may see: the payments queue and today's (Dhaka) cash with payments.read, open chats with chat.view, locked players with players.read, KYC waiting with kyc.review, referrals held for review with risk.review.",
  })
  read(@CurrentStaff() staff: StaffPrincipal): Promise<StaffDashboard> {
    return this.dashboard.read(staff.permissions);
  }
}
