/*
 * Reading an append-only table in commit order without gaps: the ledger's projections
 * (modules/ledger/projections/project-batch.ts) and the event relay read the same way.
 *
 * Positions come from a sequence, so a transaction can take position 10, commit after the one holding
 * 11, and a reader whose checkpoint already passed 11 would skip 10 for ever. Reading only rows whose
 * transaction id is below the snapshot's xmin (every transaction below it has ended) and ordering by
 * (tx_id, position) makes the read gap-free: anything that becomes visible later belongs to a
 * transaction at or above that xmin, so it sorts after everything already read. A long transaction
 * anywhere in the cluster delays readers; it never makes them lose a row.
 *
 * The table needs `tx_id xid8 DEFAULT pg_current_xact_id()`, `position bigserial` and an index on
 * (tx_id, position). Parameters: $1 checkpoint tx_id, $2 checkpoint position, $3 batch size; further
 * ones are the caller's (used in `columns`).
 */
export function gapFreeBatchSql(table: string, columns: string): string {
  return `
    SELECT ${columns}
      FROM ${table} e
     WHERE (e.tx_id, e.position) > ($1::xid8, $2::bigint)
       AND e.tx_id < pg_snapshot_xmin(pg_current_snapshot())
     ORDER BY e.tx_id, e.position
     LIMIT $3`;
}

/** The last row a gap-free reader could have read now: where a reader that starts "now" begins. */
export function gapFreeHorizonSql(table: string): string {
  return `
    SELECT e.tx_id, e.position
      FROM ${table} e
     WHERE e.tx_id < pg_snapshot_xmin(pg_current_snapshot())
     ORDER BY e.tx_id DESC, e.position DESC
     LIMIT 1`;
}

/**
 * Whether committed rows past a checkpoint are still held back by an older open transaction (their tx_id
 * is at or above the snapshot's xmin): a reader that found nothing to read should look again soon rather
 * than at its next poll. Parameters: $1 checkpoint tx_id, $2 checkpoint position.
 */
export function gapFreeHeldBackSql(table: string): string {
  return `
    SELECT EXISTS (
      SELECT 1 FROM ${table} e
       WHERE (e.tx_id, e.position) > ($1::xid8, $2::bigint)
         AND e.tx_id >= pg_snapshot_xmin(pg_current_snapshot())
    ) AS held_back`;
}
