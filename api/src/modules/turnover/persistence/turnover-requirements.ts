import type { Pool, PoolClient } from 'pg';
import { requiredTurnover } from '../domain/turnover-rules.js';
import type { TurnoverRequirementInput } from '../commands/register-requirement/register-turnover-requirement.command.js';

/**
 * Records what a deposit will require (idempotent by deposit id: a repeat keeps the first requirement,
 * since the settings may have changed since). Answers the requirement on record, in minor units.
 */
export async function registerRequirement(
  db: Pool | PoolClient,
  input: TurnoverRequirementInput,
  regularMultiplier: number | string,
): Promise<bigint> {
  const required = requiredTurnover({
    depositMinor: input.depositMinor,
    bonusMinor: input.bonusMinor,
    promotionMultiplier: input.promotion ? input.promotion.turnoverMultiplier : null,
    regularMultiplier,
  });
  await db.query(
    `INSERT INTO turnover_requirements (deposit_id, player_id, required_minor, promotion_id, promotion_name, promotion_multiplier)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (deposit_id) DO NOTHING`,
    [
      input.depositId,
      input.playerId,
      required.toString(),
      input.promotion?.id ?? null,
      input.promotion?.name ?? null,
      input.promotion?.turnoverMultiplier ?? 1,
    ],
  );
  // read in a new statement: a concurrent twin's row is visible only after its commit, which the insert waited for
  const { rows } = await db.query<{ required_minor: string }>(`SELECT required_minor FROM turnover_requirements WHERE deposit_id = $1`, [
    input.depositId,
  ]);
  return BigInt(rows[0]!.required_minor);
}
