import type { StaffProtectionRules, StaffProtectionRulesAnswer } from '@khela/contracts';
import { Body, Controller, Get, HttpException, Inject, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer } from '../../../platform/http/openapi/api-answer.js';
import { Audit, RequirePermission, type AuditContext } from '../../backoffice/index.js';
import { ChangeProtectionRules } from '../commands/change-protection-rules/change-protection-rules.js';
import { ProtectionRulesBody } from './dto/protection-rules.dto.js';

/**
 * The player-protection rules (issue 16) for risk / responsible-gaming staff and admin (`rg.manage`, the
 * permission that already lets them make one player's protection stricter; no role but risk and admin holds it): the
 * cooling-offs, the time-out and self-exclusion ranges, the reality-check choices, the session limit range,
 * the minimum age and the longest statement. A change is audited with the staff member, before, after and
 * reason; it applies to what players do next and never loosens what a player already chose.
 */
@ApiTags('admin: responsible gaming')
@Controller('api/admin/responsible-gaming/rules')
export class ProtectionRulesStaffController {
  constructor(@Inject(ChangeProtectionRules) private readonly rules: ChangeProtectionRules) {}

  @Get()
  @ApiAnswer('StaffProtectionRules')
  @RequirePermission('rg.manage')
  @ApiOperation({ summary: 'The player-protection rules in force and when they last changed.' })
  read(): Promise<StaffProtectionRules> {
    return this.rules.read();
  }

  @Put()
  @ApiAnswer('StaffProtectionRulesAnswer', { errors: { 400: 'A value out of its bounds (every bad field named), or no reason.' } })
  @RequirePermission('rg.manage')
  @ApiOperation({
    summary:
      'Replaces the whole rule set with a reason (3-500 characters); audited with before and after. Floors: cooling-offs 24 hours, ' +
      'the shortest self-exclusion 6 months, age 18, a statement of a year.',
  })
  async change(@Body() body: ProtectionRulesBody, @Audit() audit: AuditContext): Promise<StaffProtectionRulesAnswer> {
    const outcome = await this.rules.change(body, audit);
    if (!outcome.ok) throw new HttpException({ message: outcome.message, errors: outcome.errors }, 400);
    return outcome.value;
  }
}
