// The figures a backup's manifest records and the restore drill recomputes on the restored database
// (issue 23). One function on both sides, so a difference can only come from the data, never from two
// ways of counting. On the source it runs inside the REPEATABLE READ transaction whose snapshot pg_dump
// dumps (scripts/backup.mjs), so the figures describe exactly the rows in the dump.
//
// - migrations: how many are applied and the newest (by timestamp), from `schema_migrations`;
// - ledger: events, postings, accounts, balance rows, the highest event position, and per account
//   (owner kind, kind, currency) the net sum and the gross sum (sum of |amount|) of its postings, with the
//   sum of the balance rows for player accounts: a lost, duplicated or altered posting or balance moves one;
// - rowCounts: exact row counts of every table in every non-system schema (a table missing after a
//   restore, or rows lost, shows here). Counting reads every table once more: fine for the sites pg_dump
//   suits (README, Operations, Backups); large sites use continuous archiving and a drill of their own.
// Bigint figures are decimal strings (JSON has no integers that large).

/** Runs the figure queries on `client` (a pg.Client, inside whatever transaction the caller holds). */
export async function collectFigures(client) {
  const migrations = await client.query(
    `SELECT count(*)::int AS applied,
            (SELECT name FROM schema_migrations ORDER BY timestamp DESC, id DESC LIMIT 1) AS head
       FROM schema_migrations`,
  );
  const ledger = await client.query(
    `SELECT (SELECT count(*) FROM ledger_events)::text AS events,
            (SELECT coalesce(max(position), 0) FROM ledger_events)::text AS last_position,
            (SELECT count(*) FROM ledger_postings)::text AS postings,
            (SELECT count(*) FROM ledger_accounts)::text AS accounts,
            (SELECT count(*) FROM account_balances)::text AS balance_rows`,
  );
  const totals = await client.query(
    `WITH posted AS (
       SELECT a.owner_kind, a.kind, a.currency, sum(p.amount) AS net, sum(abs(p.amount)) AS gross
         FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
        GROUP BY 1, 2, 3),
     balances AS (
       SELECT a.owner_kind, a.kind, a.currency, sum(b.balance) AS balance
         FROM account_balances b JOIN ledger_accounts a ON a.id = b.account_id
        GROUP BY 1, 2, 3)
     SELECT owner_kind, kind, currency,
            coalesce(posted.net, 0)::text AS net, coalesce(posted.gross, 0)::text AS gross, balances.balance::text AS balance
       FROM posted FULL JOIN balances USING (owner_kind, kind, currency)
      ORDER BY 1, 2, 3`,
  );
  const tables = await client.query(
    `SELECT schemaname, tablename FROM pg_tables
      WHERE schemaname NOT IN ('pg_catalog', 'information_schema') AND schemaname NOT LIKE 'pg\\_%'
      ORDER BY 1, 2`,
  );
  const rowCounts = {};
  for (const { schemaname, tablename } of tables.rows) {
    const qualified = `${client.escapeIdentifier(schemaname)}.${client.escapeIdentifier(tablename)}`;
    const { rows } = await client.query(`SELECT count(*)::text AS n FROM ${qualified}`);
    rowCounts[schemaname === 'public' ? tablename : `${schemaname}.${tablename}`] = rows[0].n;
  }
  const l = ledger.rows[0];
  return {
    migrations: { applied: migrations.rows[0].applied, head: migrations.rows[0].head },
    ledger: {
      events: l.events,
      lastPosition: l.last_position,
      postings: l.postings,
      accounts: l.accounts,
      balanceRows: l.balance_rows,
      totals: totals.rows.map((r) => ({
        account: `${r.owner_kind}/${r.kind}/${r.currency.trim()}`,
        net: r.net,
        gross: r.gross,
        ...(r.balance === null ? {} : { balance: r.balance }),
      })),
    },
    rowCounts,
  };
}

/**
 * Every difference between the manifest's figures and the restored database's, as lines a person can act
 * on ("ledger_postings rows: manifest 120, restored 119"). Empty when they agree.
 */
export function compareFigures(expected, actual) {
  const differences = [];
  const same = (label, a, b) => {
    if (String(a) !== String(b)) differences.push(`${label}: manifest ${a ?? '(none)'}, restored ${b ?? '(none)'}`);
  };
  same('migrations applied', expected.migrations.applied, actual.migrations.applied);
  same('migration head', expected.migrations.head, actual.migrations.head);
  for (const key of ['events', 'lastPosition', 'postings', 'accounts', 'balanceRows']) {
    same(`ledger ${key}`, expected.ledger[key], actual.ledger[key]);
  }
  const byAccount = (totals) => new Map(totals.map((t) => [t.account, t]));
  const want = byAccount(expected.ledger.totals);
  const got = byAccount(actual.ledger.totals);
  for (const account of new Set([...want.keys(), ...got.keys()])) {
    for (const field of ['net', 'gross', 'balance']) {
      same(`ledger total ${account} ${field}`, want.get(account)?.[field], got.get(account)?.[field]);
    }
  }
  for (const table of new Set([...Object.keys(expected.rowCounts), ...Object.keys(actual.rowCounts)])) {
    same(`${table} rows`, expected.rowCounts[table], actual.rowCounts[table]);
  }
  return differences;
}
