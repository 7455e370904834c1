import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The money ledger (ARCHITECTURE.md section 3): accounts, append-only events with their balanced
 * postings, and the synchronously updated balances of player-owned accounts. House accounts (cash,
 * bonus expense, channels, providers) have no balance row on purpose: one row touched by every bet
 * would serialise all players behind one lock; their balances are a projection.
 */
export class LedgerTables1763770000000 implements MigrationInterface {
  name = 'LedgerTables1763770000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE ledger_accounts (
        id bigserial PRIMARY KEY,
        owner_kind text NOT NULL CHECK (owner_kind IN ('player', 'house')),
        -- a player id, or for house accounts 'house' / the channel name / the provider name
        owner_id text NOT NULL,
        kind text NOT NULL,
        currency char(3) NOT NULL CHECK (currency IN ('BDT', 'INR', 'PKR')),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ledger_accounts_kind_of_owner CHECK (
          (owner_kind = 'player' AND kind IN ('main', 'held', 'bonus', 'cash_rewards'))
          OR (owner_kind = 'house' AND kind IN ('house_cash', 'bonus_expense', 'channel', 'provider'))),
        CONSTRAINT ledger_accounts_identity UNIQUE (owner_kind, owner_id, kind, currency)
      )`);
    // A player has one account of each kind, in the one currency fixed when the wallet was opened.
    await q.query(
      `CREATE UNIQUE INDEX ledger_accounts_one_per_player_kind ON ledger_accounts (owner_id, kind) WHERE owner_kind = 'player'`,
    );

    await q.query(`
      CREATE TABLE ledger_events (
        position bigserial PRIMARY KEY,
        stream_id text NOT NULL,
        version int NOT NULL CHECK (version >= 1),
        type text NOT NULL,
        data jsonb NOT NULL DEFAULT '{}',
        -- actor {kind, id}, correlationId, causationId, ip
        meta jsonb NOT NULL DEFAULT '{}',
        idempotency_key text,
        -- the appending transaction: projections read only events whose transaction has ended, in
        -- (tx_id, position) order, so an event that commits late is never skipped (see projections)
        tx_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
        occurred_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ledger_events_stream_version UNIQUE (stream_id, version),
        CONSTRAINT ledger_events_idempotency_key UNIQUE (idempotency_key)
      )`);
    await q.query(`CREATE INDEX ledger_events_tx_order ON ledger_events (tx_id, position)`);

    await q.query(`
      CREATE TABLE ledger_postings (
        position bigint NOT NULL REFERENCES ledger_events (position),
        -- No foreign key to ledger_accounts on purpose: its check takes a KEY SHARE lock on the account
        -- row, and every bet posts to the same provider account, so all bets would queue on that one
        -- row's lock (the hot row section 3 rules out). ledger_append refuses unknown accounts, it is
        -- the only writer, and ledger:verify reports postings whose account does not exist.
        account_id bigint NOT NULL,
        amount bigint NOT NULL CHECK (amount <> 0),
        -- the account's balance right after this event; player accounts only (house balances are derived)
        balance_after bigint,
        PRIMARY KEY (position, account_id)
      )`);
    // No (account_id, position) index yet: statements are read from the account_statement projection.
    // Each index is paid on every bet; add it with the first query that needs it.

    await q.query(`
      CREATE TABLE account_balances (
        account_id bigint PRIMARY KEY REFERENCES ledger_accounts (id),
        balance bigint NOT NULL DEFAULT 0 CHECK (balance >= 0)
      )`);

    // Facts are never changed or removed: corrections are new events. TRUNCATE is refused too.
    await q.query(`
      CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'restrict_violation';
      END $$`);
    for (const table of ['ledger_events', 'ledger_postings']) {
      await q.query(
        `CREATE TRIGGER ${table}_append_only BEFORE UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change()`,
      );
      await q.query(
        `CREATE TRIGGER ${table}_no_truncate BEFORE TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change()`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE account_balances, ledger_postings, ledger_events, ledger_accounts`);
    await q.query(`DROP FUNCTION ledger_refuse_change()`);
  }
}
