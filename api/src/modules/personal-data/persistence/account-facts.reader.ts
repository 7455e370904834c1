import type { Pool, PoolClient } from 'pg';
import type { AnonymiseFacts } from '../domain/anonymise-rules.js';

type Db = Pool | PoolClient;

export interface AccountFacts extends AnonymiseFacts {
  username: string;
}

/**
 * What decides an anonymisation, read from the tables of several modules in one statement. "Last activity"
 * is the latest of: sign-up, a log-in (session), a money movement on the wallet (the ledger's statement), a
 * deposit or withdrawal request, a chat message of the player. Staff's own actions (a lock) are not the
 * player's activity and do not restart the period. `forUpdate` locks the player row (the anonymisation's
 * transaction), so two staff cannot anonymise at once and nothing changes the account under the decision.
 */
export async function readAccountFacts(db: Db, playerId: string, now: Date, forUpdate = false): Promise<AccountFacts | undefined> {
  const player = await db.query<{ username: string; status: 'active' | 'locked'; anonymised_at: Date | null; created_at: Date }>(
    `SELECT username, status, anonymised_at, created_at FROM players WHERE id = $1::bigint${forUpdate ? ' FOR UPDATE' : ''}`,
    [playerId],
  );
  const row = player.rows[0];
  if (!row) return undefined;
  const { rows } = await db.query<{ last_activity_at: Date; balance_zero: boolean; exclusion_in_force: boolean }>(
    `SELECT GREATEST(
         $2::timestamptz,
         (SELECT max(created_at) FROM auth_sessions WHERE subject_kind = 'player' AND subject_id = $1),
         (SELECT max(s.occurred_at) FROM account_statement s
            JOIN ledger_accounts a ON a.id = s.account_id WHERE a.owner_kind = 'player' AND a.owner_id = $1),
         (SELECT max(created_at) FROM deposit_requests WHERE player_id = $1),
         (SELECT max(created_at) FROM withdrawal_requests WHERE player_id = $1),
         (SELECT max(m.created_at) FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id
            WHERE c.player_id = $1::bigint AND m.sender_kind = 'player')
       ) AS last_activity_at,
       NOT EXISTS (
         SELECT 1 FROM ledger_accounts a JOIN account_balances b ON b.account_id = a.id
          WHERE a.owner_kind = 'player' AND a.owner_id = $1 AND b.balance <> 0
       ) AS balance_zero,
       EXISTS (
         SELECT 1 FROM player_exclusions e
          WHERE e.player_id = $1 AND e.ended_at IS NULL AND (e.ends_at > $3 OR e.kind = 'self_exclusion')
       ) AS exclusion_in_force`,
    [playerId, row.created_at, now],
  );
  const facts = rows[0]!;
  return {
    username: row.username,
    status: row.status,
    anonymisedAt: row.anonymised_at,
    lastActivityAt: facts.last_activity_at,
    balanceZero: facts.balance_zero,
    exclusionInForce: facts.exclusion_in_force,
  };
}
