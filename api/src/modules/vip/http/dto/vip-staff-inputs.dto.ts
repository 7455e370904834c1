import { ApiProperty } from '@nestjs/swagger';
import type { StaffVipSettings } from '@khela/contracts';
import { IsIn, IsInt, IsString, Matches, Max, Min } from 'class-validator';

/** The English refusals of bad VIP settings and report requests (Bangla in vip-messages.bn.ts). */
export const vipStaffInputMessages = {
  minConvert: 'min_convert_points must be a whole number of VP from 1 to 100000',
  date: 'from and to must be dates written YYYY-MM-DD',
  by: 'by must be day or week',
  range: 'to must not be before from, and the report spans at most 92 days',
  player: 'No such VIP player.',
} as const;

/** PUT /api/admin/vip/settings */
export class VipSettingsDto implements StaffVipSettings {
  @ApiProperty({ example: 10, description: 'Fewest VP one conversion takes (spec 9: 10).' })
  @IsInt({ message: vipStaffInputMessages.minConvert })
  @Min(1, { message: vipStaffInputMessages.minConvert })
  @Max(100_000, { message: vipStaffInputMessages.minConvert })
  min_convert_points!: number;
}

/** GET /api/admin/vip/report?from&to&by: Asia/Dhaka days, both ends included. */
export class VipReportQueryDto {
  @ApiProperty({ example: '2026-11-01' })
  @IsString({ message: vipStaffInputMessages.date })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: vipStaffInputMessages.date })
  from!: string;

  @ApiProperty({ example: '2026-11-30' })
  @IsString({ message: vipStaffInputMessages.date })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: vipStaffInputMessages.date })
  to!: string;

  @ApiProperty({ enum: ['day', 'week'], example: 'day' })
  @IsIn(['day', 'week'], { message: vipStaffInputMessages.by })
  by!: 'day' | 'week';
}
