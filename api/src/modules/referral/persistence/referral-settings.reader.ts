import type { Db } from '../../../platform/database/transaction.js';
import { minimumClaimMinor } from '../domain/referral-rewards.js';

/** The least cash reward Claim All moves, as staff set it (referral_settings, migration 1795860000000). */
export async function minClaimMinor(db: Db): Promise<bigint> {
  const { rows } = await db.query<{ min_claim_minor: string }>(`SELECT min_claim_minor::text FROM referral_settings`);
  return rows[0] ? BigInt(rows[0].min_claim_minor) : minimumClaimMinor;
}
