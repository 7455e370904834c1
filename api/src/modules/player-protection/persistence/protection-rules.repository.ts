import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { Clock } from '../../../platform/clock/clock.js';
import { DB_POOL } from '../../../platform/database/database.module.js';
import type { ProtectionRules } from '../domain/protection-rules.js';

export interface StoredProtectionRules extends ProtectionRules {
  updatedAt: Date;
}

interface Row {
  limit_cooling_off_hours: number;
  exclusion_end_cooling_off_hours: number;
  timeout_min_days: number;
  timeout_max_days: number;
  self_exclusion_min_months: number;
  self_exclusion_max_months: number;
  reality_check_choices: number[];
  reality_check_default_minutes: number;
  session_limit_min_hours: number;
  session_limit_max_hours: number;
  minimum_age: number;
  statement_max_days: number;
  updated_at: Date;
}

const columns = `limit_cooling_off_hours, exclusion_end_cooling_off_hours, timeout_min_days, timeout_max_days,
  self_exclusion_min_months, self_exclusion_max_months, reality_check_choices, reality_check_default_minutes,
  session_limit_min_hours, session_limit_max_hours, minimum_age, statement_max_days, updated_at`;

const toRules = (r: Row): StoredProtectionRules => ({
  limitCoolingOffHours: r.limit_cooling_off_hours,
  exclusionEndCoolingOffHours: r.exclusion_end_cooling_off_hours,
  timeoutDays: { min: r.timeout_min_days, max: r.timeout_max_days },
  selfExclusionMonths: { min: r.self_exclusion_min_months, max: r.self_exclusion_max_months },
  realityCheckChoices: [...r.reality_check_choices].sort((a, b) => a - b),
  realityCheckDefaultMinutes: r.reality_check_default_minutes,
  sessionLimitHours: { min: r.session_limit_min_hours, max: r.session_limit_max_hours },
  minimumAge: r.minimum_age,
  statementMaxDays: r.statement_max_days,
  updatedAt: r.updated_at,
});

/**
 * How long an api process trusts the rules it read. Every check (a limit change, an exclusion, a deposit)
 * reads the rules, so they come from memory; a change made through this process is seen at once (the cache
 * is dropped on write), one made through another api process within this time.
 */
export const protectionRulesCacheMs = 5_000;

/** protection_rules: the one settings row (the migration writes it with the spec's values), read through one cached query. */
@Injectable()
export class ProtectionRulesRepository {
  private cached: { rules: StoredProtectionRules; until: number } | null = null;
  private loading: Promise<StoredProtectionRules> | null = null;

  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  /** The rules in force (from memory for up to `protectionRulesCacheMs`; one query at a time fills it). */
  async rules(): Promise<StoredProtectionRules> {
    // a monotonic clock for the cache: the injected Clock may be set back or forward by tests
    const now = performance.now();
    if (this.cached && now < this.cached.until) return this.cached.rules;
    this.loading ??= this.read()
      .then((rules) => {
        this.cached = { rules, until: performance.now() + protectionRulesCacheMs };
        return rules;
      })
      .finally(() => (this.loading = null));
    return this.loading;
  }

  async read(db: Pool | PoolClient = this.pool, forUpdate = false): Promise<StoredProtectionRules> {
    const { rows } = await db.query<Row>(`SELECT ${columns} FROM protection_rules${forUpdate ? ' FOR UPDATE' : ''}`);
    return toRules(rows[0]!);
  }

  async write(db: PoolClient, rules: ProtectionRules, staffId: string): Promise<StoredProtectionRules> {
    const { rows } = await db.query<Row>(
      `UPDATE protection_rules SET limit_cooling_off_hours = $1, exclusion_end_cooling_off_hours = $2, timeout_min_days = $3,
         timeout_max_days = $4, self_exclusion_min_months = $5, self_exclusion_max_months = $6, reality_check_choices = $7,
         reality_check_default_minutes = $8, session_limit_min_hours = $9, session_limit_max_hours = $10, minimum_age = $11,
         statement_max_days = $12, updated_at = $13, updated_by = $14
       RETURNING ${columns}`,
      [
        rules.limitCoolingOffHours,
        rules.exclusionEndCoolingOffHours,
        rules.timeoutDays.min,
        rules.timeoutDays.max,
        rules.selfExclusionMonths.min,
        rules.selfExclusionMonths.max,
        rules.realityCheckChoices,
        rules.realityCheckDefaultMinutes,
        rules.sessionLimitHours.min,
        rules.sessionLimitHours.max,
        rules.minimumAge,
        rules.statementMaxDays,
        this.clock.now(),
        staffId,
      ],
    );
    return toRules(rows[0]!);
  }

  /** Drops the cached rules (after a change commits), so this process reads the new ones next. */
  forget(): void {
    this.cached = null;
  }
}
