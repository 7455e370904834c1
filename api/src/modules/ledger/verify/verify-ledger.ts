import type { Pool } from 'pg';
import { AccountStatementProjection } from '../projections/account-statement.projection.js';
import { HouseBalancesProjection } from '../projections/house-balances.projection.js';
import { ledgerProjections } from '../projections/ledger-projections.js';
import { catchUpTo } from '../projections/project-batch.js';
import type { Projection } from '../projections/projection.js';

export interface LedgerVerification {
  ok: boolean;
  checked: {
    events: number;
    postings: number;
    streams: number;
    playerAccounts: number;
    houseAccounts: number;
    balanceRows: number;
    statementRows: number;
    /** Events not yet projected (checked only up to each projection's checkpoint). */
    statementLag: number;
    houseBalanceLag: number;
  };
  /** The first differences found (at most `maxDifferences`). Empty when ok. */
  differences: string[];
}

interface ReplayRow {
  position: string;
  stream_id: string;
  version: number;
  account_id: string | null;
  amount: string | null;
  balance_after: string | null;
  owner_kind: 'player' | 'house' | null;
  currency: string | null;
}

const batchSize = 5000;

/**
 * `npm run ledger:verify`: replays every event in position order and checks that
 *  - each stream's versions run 1, 2, 3 ... without gaps,
 *  - each event's postings sum to zero per currency and name existing accounts,
 *  - each player posting's recorded balance_after equals the replayed running balance,
 *  - every account_balances row equals the replayed balance, exists for every player account and for
 *    no house account,
 *  - the account_statement and house_balances projections equal the ledger up to their checkpoints.
 * Read-only, unless `catchUpProjections` is set: then the projections are first brought up to date
 * (they hold no money; CI uses it on databases whose tests ran no worker). `ok` is false on any difference.
 *
 * Works on a bare pool, with no application: it knows only the ledger's own projections. Those other
 * modules register (turnover, ...) are known to the booted application, so a caller that has them
 * passes them in `projections` (the CLI boots the application once and passes the registry's list);
 * they are caught up with the ledger's own (once per name), and one that cannot catch up makes this throw.
 */
export async function verifyLedger(
  pool: Pool,
  options: { maxDifferences?: number; catchUpProjections?: boolean; projections?: readonly Projection[] } = {},
): Promise<LedgerVerification> {
  const maxDifferences = options.maxDifferences ?? 20;
  if (options.catchUpProjections) for (const projection of projectionsToCatchUp(options.projections)) await catchUpTo(pool, projection);
  const differences: string[] = [];
  const report = (text: string) => {
    if (differences.length < maxDifferences) differences.push(text);
  };
  const checked = {
    events: 0,
    postings: 0,
    streams: 0,
    playerAccounts: 0,
    houseAccounts: 0,
    balanceRows: 0,
    statementRows: 0,
    statementLag: 0,
    houseBalanceLag: 0,
  };

  // 1. Replay.
  const replayed = new Map<string, bigint>();
  const streamVersions = new Map<string, number>();
  let after = '0';
  for (;;) {
    const { rows } = await pool.query<ReplayRow>(
      `SELECT e.position, e.stream_id, e.version, p.account_id, p.amount, p.balance_after, a.owner_kind, a.currency
         FROM (SELECT position, stream_id, version FROM ledger_events WHERE position > $1 ORDER BY position LIMIT $2) e
         LEFT JOIN ledger_postings p ON p.position = e.position
         LEFT JOIN ledger_accounts a ON a.id = p.account_id
        ORDER BY e.position, p.account_id`,
      [after, batchSize],
    );
    if (rows.length === 0) break;
    let index = 0;
    while (index < rows.length) {
      const position = rows[index]!.position;
      const event = rows[index]!;
      checked.events += 1;
      const expectedVersion = (streamVersions.get(event.stream_id) ?? 0) + 1;
      if (event.version !== expectedVersion)
        report(`stream ${event.stream_id}: event ${position} has version ${event.version}, expected ${expectedVersion}`);
      streamVersions.set(event.stream_id, event.version);
      const sums = new Map<string, bigint>();
      for (; index < rows.length && rows[index]!.position === position; index += 1) {
        const row = rows[index]!;
        if (row.account_id === null) continue; // an event without postings (e.g. WalletOpened)
        checked.postings += 1;
        const amount = BigInt(row.amount!);
        if (row.owner_kind === null) {
          // there is no foreign key (see the ledger tables migration), so this check stands in for it
          report(`event ${position}: posting on unknown account ${row.account_id}`);
          continue;
        }
        sums.set(row.currency!, (sums.get(row.currency!) ?? 0n) + amount);
        if (row.owner_kind === 'player') {
          const balance = (replayed.get(row.account_id) ?? 0n) + amount;
          replayed.set(row.account_id, balance);
          if (balance < 0n) report(`account ${row.account_id}: replayed balance ${balance} below zero at event ${position}`);
          if (row.balance_after === null || BigInt(row.balance_after) !== balance) {
            report(`account ${row.account_id}: event ${position} recorded balance_after ${row.balance_after}, replay gives ${balance}`);
          }
        } else if (row.balance_after !== null) {
          report(`house account ${row.account_id}: event ${position} carries a balance_after`);
        }
      }
      for (const [currency, sum] of sums) if (sum !== 0n) report(`event ${position}: postings in ${currency} sum to ${sum}, not 0`);
    }
    after = rows[rows.length - 1]!.position;
  }
  checked.streams = streamVersions.size;

  // 2. Balance rows against the replay.
  const { rows: accounts } = await pool.query<{ id: string; owner_kind: 'player' | 'house'; balance: string | null }>(
    `SELECT a.id, a.owner_kind, b.balance FROM ledger_accounts a LEFT JOIN account_balances b ON b.account_id = a.id ORDER BY a.id`,
  );
  for (const account of accounts) {
    if (account.owner_kind === 'house') {
      checked.houseAccounts += 1;
      if (account.balance !== null) report(`house account ${account.id} has a balance row`);
      continue;
    }
    checked.playerAccounts += 1;
    if (account.balance === null) {
      report(`player account ${account.id} has no balance row`);
      continue;
    }
    checked.balanceRows += 1;
    const expected = replayed.get(account.id) ?? 0n;
    if (BigInt(account.balance) !== expected)
      report(`account ${account.id}: balance row says ${account.balance}, replay gives ${expected}`);
  }
  const { rows: orphans } = await pool.query<{ account_id: string }>(
    `SELECT b.account_id FROM account_balances b LEFT JOIN ledger_accounts a ON a.id = b.account_id WHERE a.id IS NULL LIMIT 5`,
  );
  for (const orphan of orphans) report(`balance row for unknown account ${orphan.account_id}`);
  // Postings have no foreign key to their event (see the group commit migration): this stands in for it.
  const { rows: strays } = await pool.query<{ position: string; account_id: string }>(
    `SELECT p.position, p.account_id FROM ledger_postings p LEFT JOIN ledger_events e ON e.position = p.position
      WHERE e.position IS NULL ORDER BY p.position LIMIT 5`,
  );
  for (const stray of strays) report(`posting on account ${stray.account_id} for missing event ${stray.position}`);

  // 3. Projections, each up to its checkpoint (events past it are lag, not differences).
  const statement = await compareStatement(pool, report);
  checked.statementRows = statement.rows;
  checked.statementLag = statement.lag;
  checked.houseBalanceLag = await compareHouseBalances(pool, report);

  return { ok: differences.length === 0, checked, differences };
}

/** The ledger's own, then the given ones; a name given twice (the registry lists the ledger's own too) once. */
function projectionsToCatchUp(given: readonly Projection[] = []): Projection[] {
  const byName = new Map<string, Projection>();
  for (const projection of [...ledgerProjections(), ...given]) if (!byName.has(projection.name)) byName.set(projection.name, projection);
  return [...byName.values()];
}

// A projection that never ran has, in effect, the checkpoint (0, 0).
const checkpointOf = `(SELECT coalesce((SELECT tx_id FROM projection_checkpoints WHERE name = $1), '0'::xid8) AS tx_id,
                               coalesce((SELECT position FROM projection_checkpoints WHERE name = $1), 0) AS position)`;

async function lagOf(pool: Pool, projection: string): Promise<number> {
  const { rows } = await pool.query<{ lag: number }>(
    `WITH cp AS ${checkpointOf} SELECT count(*)::int AS lag FROM ledger_events e, cp WHERE (e.tx_id, e.position) > (cp.tx_id, cp.position)`,
    [projection],
  );
  return rows[0]!.lag;
}

async function compareStatement(pool: Pool, report: (text: string) => void): Promise<{ rows: number; lag: number }> {
  const name = AccountStatementProjection.projectionName;
  const { rows } = await pool.query<{
    side: string;
    account_id: string;
    position: string;
    amount: string;
    balance_after: string;
    type: string;
  }>(
    `WITH cp AS ${checkpointOf},
     expected AS (
       SELECT p.account_id, p.position, p.amount, p.balance_after, e.type
         FROM ledger_postings p
         JOIN ledger_accounts a ON a.id = p.account_id AND a.owner_kind = 'player'
         JOIN ledger_events e ON e.position = p.position, cp
        WHERE (e.tx_id, e.position) <= (cp.tx_id, cp.position)),
     projected AS (SELECT account_id, position, amount, balance_after, type FROM account_statement)
     (SELECT 'missing or different in statement' AS side, * FROM (SELECT * FROM expected EXCEPT SELECT * FROM projected) m LIMIT 10)
     UNION ALL
     (SELECT 'unexpected in statement' AS side, * FROM (SELECT * FROM projected EXCEPT SELECT * FROM expected) u LIMIT 10)`,
    [name],
  );
  for (const r of rows)
    report(
      `account_statement ${r.side}: account ${r.account_id} event ${r.position} ${r.type} amount ${r.amount} balance_after ${r.balance_after}`,
    );
  const { rows: count } = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM account_statement`);
  return { rows: count[0]!.n, lag: await lagOf(pool, name) };
}

async function compareHouseBalances(pool: Pool, report: (text: string) => void): Promise<number> {
  const name = HouseBalancesProjection.projectionName;
  const { rows } = await pool.query<{ account_id: string; expected: string | null; projected: string | null }>(
    `WITH cp AS ${checkpointOf},
     expected AS (
       SELECT p.account_id, sum(p.amount) AS balance
         FROM ledger_postings p
         JOIN ledger_accounts a ON a.id = p.account_id AND a.owner_kind = 'house'
         JOIN ledger_events e ON e.position = p.position, cp
        WHERE (e.tx_id, e.position) <= (cp.tx_id, cp.position)
        GROUP BY p.account_id)
     SELECT coalesce(x.account_id, h.account_id) AS account_id, x.balance AS expected, h.balance AS projected
       FROM expected x FULL JOIN house_balances h ON h.account_id = x.account_id
      WHERE x.balance IS DISTINCT FROM h.balance
      LIMIT 10`,
    [name],
  );
  for (const r of rows)
    report(`house_balances: account ${r.account_id} projected ${r.projected ?? 'none'}, ledger gives ${r.expected ?? 'none'}`);
  return lagOf(pool, name);
}

/** A printable summary for the CLI: what was checked, then the differences. */
export function describeVerification(result: LedgerVerification): string {
  const c = result.checked;
  const lines = [
    `ledger:verify ${result.ok ? 'OK' : 'FAILED'}`,
    `  events ${c.events}, postings ${c.postings}, streams ${c.streams}`,
    `  player accounts ${c.playerAccounts} (balance rows ${c.balanceRows}), house accounts ${c.houseAccounts}`,
    `  statement rows ${c.statementRows} (lag ${c.statementLag} events), house balances lag ${c.houseBalanceLag} events`,
    ...result.differences.map((d) => `  DIFFERENCE: ${d}`),
  ];
  return lines.join('\n');
}
