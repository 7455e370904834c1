import type { StaffPersonalDataStatus } from '@khela/contracts';
import type { Pool, PoolClient } from 'pg';
import { decideAnonymise } from '../../domain/anonymise-rules.js';
import { readAccountFacts } from '../../persistence/account-facts.reader.js';

/** Where the account stands for anonymisation, as the back-office shows it; undefined: no such player. */
export async function personalDataStatus(
  db: Pool | PoolClient,
  playerId: string,
  now: Date,
  retentionDays: number,
): Promise<StaffPersonalDataStatus | undefined> {
  const facts = await readAccountFacts(db, playerId, now);
  if (!facts) return undefined;
  const verdict = decideAnonymise(facts, now, retentionDays);
  return {
    player_id: playerId,
    username: facts.username,
    status: facts.status,
    last_activity_at: facts.lastActivityAt.toISOString(),
    retention_ends_at: verdict.retentionEndsAt.toISOString(),
    retention_days: retentionDays,
    balance_zero: facts.balanceZero,
    anonymised_at: facts.anonymisedAt?.toISOString() ?? null,
    blocker: verdict.ok ? null : verdict.blocker,
    refusal: verdict.ok ? null : verdict.message,
  };
}
