import type { ProtectionRulesValues, StaffProtectionRules, StaffProtectionRulesAnswer } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { StaffWrite, type AuditContext } from '../../../backoffice/index.js';
import {
  problemFields,
  protectionRulesMessages,
  readProtectionRules,
  type ProtectionRuleProblem,
  type ProtectionRules,
  type ProtectionRulesInput,
} from '../../domain/protection-rules.js';
import { readReason } from '../../domain/staff-protection.js';
import { ProtectionRulesRepository, type StoredProtectionRules } from '../../persistence/protection-rules.repository.js';

export const presentRuleValues = (r: ProtectionRules): ProtectionRulesValues => ({
  limit_cooling_off_hours: r.limitCoolingOffHours,
  exclusion_end_cooling_off_hours: r.exclusionEndCoolingOffHours,
  timeout_days: { ...r.timeoutDays },
  self_exclusion_months: { ...r.selfExclusionMonths },
  reality_check_choices: [...r.realityCheckChoices],
  reality_check_default_minutes: r.realityCheckDefaultMinutes,
  session_limit_hours: { ...r.sessionLimitHours },
  minimum_age: r.minimumAge,
  statement_max_days: r.statementMaxDays,
});

const present = (r: StoredProtectionRules): StaffProtectionRules => ({ ...presentRuleValues(r), updated_at: r.updatedAt.toISOString() });

export type RulesChangeResult =
  { ok: true; value: StaffProtectionRulesAnswer } | { ok: false; message: string; errors: Record<string, string[]> };

/**
 * Risk / responsible-gaming staff (`rg.manage`) replace the whole rule set (domain/protection-rules.ts): every
 * value is checked first and every bad one named at once (400, nothing written). The row, locked for the
 * before, and its audit row (staff member, before, after, reason) commit together; this process's cache is
 * dropped once committed, so its next check already uses the new rules.
 */
@Injectable()
export class ChangeProtectionRules {
  constructor(
    @Inject(ProtectionRulesRepository) private readonly rules: ProtectionRulesRepository,
    @Inject(StaffWrite) private readonly staffWrite: StaffWrite,
  ) {}

  async read(): Promise<StaffProtectionRules> {
    return present(await this.rules.read());
  }

  async change(input: ProtectionRulesInput & { reason?: unknown }, audit: AuditContext): Promise<RulesChangeResult> {
    const read = readProtectionRules(input);
    const reason = readReason(input.reason);
    const problems: Partial<Record<ProtectionRuleProblem, string>> = 'problems' in read ? { ...read.problems } : {};
    if (reason === null) problems.reason = protectionRulesMessages.reason;
    const named = Object.entries(problems) as [ProtectionRuleProblem, string][];
    if (named.length > 0 || 'problems' in read || reason === null)
      return {
        ok: false,
        message: named[0]![1],
        errors: Object.fromEntries(named.map(([problem, message]) => [problemFields[problem], [message]])),
      };
    const answer = await this.staffWrite.run(audit, async (db) => {
      const before = presentRuleValues(await this.rules.read(db, true));
      const after = present(await this.rules.write(db, read.rules, audit.actorId!));
      return {
        result: { ...after, message: protectionRulesMessages.saved },
        entry: {
          action: 'responsible_gaming.rules_changed',
          targetKind: 'protection_rules',
          targetId: 'player-protection',
          before,
          after: { ...presentRuleValues(read.rules), reason },
        },
      };
    });
    this.rules.forget();
    return { ok: true, value: answer };
  }
}
