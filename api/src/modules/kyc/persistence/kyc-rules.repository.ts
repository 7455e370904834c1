import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import type { KycRuleSet } from '../domain/kyc-rules.js';

export interface StoredKycRules extends KycRuleSet {
  updatedAt: Date;
}

interface Row {
  withdrawal_over_minor: string | null;
  lifetime_deposits_over_minor: string | null;
  updated_at: Date;
}

const toRules = (r: Row): StoredKycRules => ({
  withdrawalOverMinor: r.withdrawal_over_minor === null ? null : BigInt(r.withdrawal_over_minor),
  lifetimeDepositsOverMinor: r.lifetime_deposits_over_minor === null ? null : BigInt(r.lifetime_deposits_over_minor),
  updatedAt: r.updated_at,
});

/** kyc_rules: the one settings row (the migration writes it with both rules off). */
@Injectable()
export class KycRulesRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async read(db: Pool | PoolClient = this.pool, forUpdate = false): Promise<StoredKycRules> {
    const { rows } = await db.query<Row>(
      `SELECT withdrawal_over_minor::text, lifetime_deposits_over_minor::text, updated_at FROM kyc_rules${forUpdate ? ' FOR UPDATE' : ''}`,
    );
    return toRules(rows[0]!);
  }

  async write(db: PoolClient, rules: KycRuleSet, staffId: string): Promise<StoredKycRules> {
    const { rows } = await db.query<Row>(
      `UPDATE kyc_rules SET withdrawal_over_minor = $1, lifetime_deposits_over_minor = $2, updated_at = now(), updated_by = $3
       RETURNING withdrawal_over_minor::text, lifetime_deposits_over_minor::text, updated_at`,
      [rules.withdrawalOverMinor, rules.lifetimeDepositsOverMinor, staffId],
    );
    return toRules(rows[0]!);
  }
}
