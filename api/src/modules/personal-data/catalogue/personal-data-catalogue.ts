/**
 * Every table that holds rows about one player, in one place (issue 23): what the export reads, what the
 * inventory (docs/personal-data.md) lists, and what `personal-data.integration-spec.ts` checks the schema
 * against, so a new table with a player column fails a test until it is listed here.
 *
 * This module reads other modules' tables by SQL on purpose: an inventory that asked every module through
 * its own query would be spread over twenty files, and the point of it is that one file says it all. It
 * only reads them (export) or overwrites the personal columns named here (anonymise), never their rules.
 *
 * `where` selects the player's rows with `$1` = the player id as text. `select` names what leaves in an
 * export: secrets (password and token hashes, an unrevealed server seed, a live mines board), other
 * players' ids and file paths never do. A table missing from the schema is skipped (the export and the
 * anonymisation ask `to_regclass` first), so an entry may land before or after its module's migration.
 */
export interface CatalogueEntry {
  table: string;
  where: string;
  /** Column list for the export (SQL); default `*` minus `omit`. */
  select?: string;
  omit?: readonly string[];
  orderBy: string;
  /** Why it is kept, in a line (the export shows it beside the rows). */
  purpose: string;
}

export const exportRowCap = 100_000;

export const playerDataCatalogue: readonly CatalogueEntry[] = [
  {
    table: 'players',
    where: 'id = $1::bigint',
    omit: ['password_hash'],
    orderBy: 'id',
    purpose: 'The account: profile, contacts, sign-up data, state.',
  },
  { table: 'player_phones', where: 'player_id = $1::bigint', orderBy: 'id', purpose: 'Extra phone numbers and their verification.' },
  {
    table: 'message_outbox',
    where: 'player_id = $1::bigint',
    orderBy: 'id',
    purpose: 'E-mails and SMS sent to the player (codes masked).',
  },
  {
    table: 'auth_sessions',
    where: "subject_kind = 'player' AND subject_id = $1",
    select: 'id, created_at, expires_at, revoked_at, ip, user_agent',
    orderBy: 'created_at',
    purpose: 'Log-in sessions: when, from which address and browser.',
  },
  { table: 'ledger_accounts', where: "owner_kind = 'player' AND owner_id = $1", orderBy: 'id', purpose: "The player's wallet accounts." },
  {
    table: 'account_statement',
    where: 'player_id = $1',
    orderBy: 'position, account_id',
    purpose: 'Every money movement on the wallet (the ledger).',
  },
  { table: 'deposit_requests', where: 'player_id = $1', orderBy: 'created_at', purpose: 'Deposits asked for and their decisions.' },
  {
    table: 'deposit_receipts',
    where: 'deposit_id IN (SELECT id FROM deposit_requests WHERE player_id = $1)',
    select: 'id, deposit_id, mime, size_bytes, created_at',
    orderBy: 'created_at',
    purpose: 'Receipt images sent with deposits (listed; the images stay with finance).',
  },
  { table: 'ewallet_payments', where: 'player_id = $1', orderBy: 'created_at', purpose: 'E-wallet gateway payments.' },
  { table: 'withdrawal_requests', where: 'player_id = $1', orderBy: 'created_at', purpose: 'Withdrawals asked for and their decisions.' },
  {
    table: 'staff_adjustments',
    where: 'player_id = $1',
    orderBy: 'created_at',
    purpose: "Staff's balance adjustments with their reasons.",
  },
  {
    table: 'receiving_number_handouts',
    where: 'player_id = $1',
    orderBy: 'created_at',
    purpose: 'Which receiving number was shown for a deposit.',
  },
  {
    table: 'turnover_requirements',
    where: 'player_id = $1',
    orderBy: 'created_at',
    purpose: 'Turnover required by deposits and promotions.',
  },
  { table: 'turnover_tickets', where: 'player_id = $1', orderBy: 'id', purpose: 'Turnover progress per deposit.' },
  { table: 'game_rounds', where: 'player_id = $1', orderBy: 'id', purpose: 'Game rounds played at providers.' },
  {
    table: 'game_transactions',
    where: 'player_id = $1',
    omit: ['request_hash'],
    orderBy: 'id',
    purpose: "Providers' bets, wins and rollbacks.",
  },
  {
    table: 'game_launch_tokens',
    where: 'player_id = $1',
    select: 'provider_code, game_code, username, created_at, expires_at',
    orderBy: 'created_at',
    purpose: 'Games opened.',
  },
  { table: 'player_favorites', where: 'player_id = $1', orderBy: 'created_at', purpose: 'Favourite games.' },
  {
    table: 'originals_bets',
    where: 'player_id = $1::bigint',
    omit: ['request_hash'],
    orderBy: 'id',
    purpose: 'Khela Originals bets (dice, limbo, slot).',
  },
  {
    table: 'originals_mines_games',
    where: 'player_id = $1::bigint',
    // a board still in play must not leave: its mine positions would tell where to click
    select:
      'id, seed_id, nonce, client_seed, mines, CASE WHEN finished_at IS NULL THEN NULL ELSE mine_positions END AS mine_positions, revealed, stake_minor, payout_minor, status, refusal, closed_by, created_at, last_move_at, finished_at, settled_at',
    orderBy: 'id',
    purpose: 'Mines games.',
  },
  {
    table: 'originals_seeds',
    where: 'player_id = $1::bigint',
    // an unrevealed server seed would let its holder predict the next outcomes
    select:
      'id, CASE WHEN revealed_at IS NULL THEN NULL ELSE server_seed END AS server_seed, server_seed_hash, client_seed, next_nonce, created_at, revealed_at',
    orderBy: 'id',
    purpose: 'Provably fair seed pairs.',
  },
  { table: 'crash_bets', where: 'player_id = $1::bigint', omit: ['idempotency_key'], orderBy: 'id', purpose: 'Crash bets.' },
  {
    table: 'exchange_orders',
    where: 'player_id = $1',
    omit: ['idempotency_key'],
    orderBy: 'seq',
    purpose: 'Exchange back and lay orders.',
  },
  {
    table: 'exchange_fills',
    where: 'back_player_id = $1 OR lay_player_id = $1',
    // the other side of a fill is another player: only this player's side leaves
    select:
      "fill_id, market_id, selection_id, price_h, stake, CASE WHEN back_player_id = $1 THEN 'back' ELSE 'lay' END AS side, CASE WHEN back_player_id = $1 THEN back_order_id ELSE lay_order_id END AS order_id, created_at",
    orderBy: 'fill_id',
    purpose: 'Exchange matches of those orders.',
  },
  { table: 'exchange_fancy_bets', where: 'player_id = $1', omit: ['idempotency_key'], orderBy: 'seq', purpose: 'Exchange fancy bets.' },
  { table: 'exchange_exposures', where: 'player_id = $1', orderBy: 'market_id', purpose: 'Exchange liability held per market.' },
  { table: 'exchange_settlements', where: 'player_id = $1', orderBy: 'settled_at', purpose: 'Exchange market results for the player.' },
  { table: 'chat_conversations', where: 'player_id = $1::bigint', orderBy: 'id', purpose: 'Support chat conversations.' },
  {
    table: 'chat_messages',
    where: 'conversation_id IN (SELECT id FROM chat_conversations WHERE player_id = $1::bigint)',
    select: 'id, conversation_id, sender_kind, sender_name, content, image_path IS NOT NULL AS has_image, image_mime, created_at, read_at',
    orderBy: 'id',
    purpose: 'Support chat messages (images listed, not included).',
  },
  { table: 'inbox_messages', where: 'player_id = $1::bigint', orderBy: 'id', purpose: 'Inbox messages.' },
  {
    table: 'kyc_submissions',
    where: 'player_id = $1::bigint',
    select: 'status, id_front_mime, id_back_mime, selfie_mime, submitted_at, submissions, reviewed_at, reviewed_by, reason',
    orderBy: 'submitted_at',
    purpose: 'Identity check: status and decisions (the images stay with KYC staff).',
  },
  { table: 'deposit_limits', where: 'player_id = $1', orderBy: 'kind, period', purpose: 'Deposit, wager and loss limits.' },
  { table: 'deposit_limit_changes', where: 'player_id = $1', orderBy: 'id', purpose: 'History of those limits.' },
  { table: 'deposit_limit_prompts', where: 'player_id = $1', orderBy: 'player_id', purpose: 'When the player skipped setting a limit.' },
  { table: 'player_exclusions', where: 'player_id = $1', orderBy: 'player_id', purpose: 'Time-out or self-exclusion.' },
  { table: 'player_exclusion_changes', where: 'player_id = $1', orderBy: 'id', purpose: 'History of exclusions.' },
  { table: 'player_session_settings', where: 'player_id = $1', orderBy: 'player_id', purpose: 'Reality check and session limit.' },
  { table: 'reality_check_answers', where: 'player_id = $1', orderBy: 'id', purpose: 'Reality check answers.' },
  { table: 'harm_scores', where: 'player_id = $1', orderBy: 'day', purpose: 'Markers of harm computed for the player.' },
  { table: 'harm_review_actions', where: 'player_id = $1', orderBy: 'id', purpose: "Responsible-gaming staff's reviews." },
  { table: 'vip_accounts', where: 'player_id = $1', orderBy: 'player_id', purpose: 'VIP level and points.' },
  { table: 'vip_stake_entries', where: 'player_id = $1', orderBy: 'id', purpose: 'Stakes that earned VIP points.' },
  { table: 'vip_point_awards', where: 'player_id = $1', orderBy: 'period_start', purpose: 'VIP points awarded per period.' },
  {
    table: 'vip_conversions',
    where: 'player_id = $1',
    omit: ['idempotency_key'],
    orderBy: 'created_at',
    purpose: 'VIP points converted to money.',
  },
  { table: 'vip_cashback_payouts', where: 'player_id = $1', orderBy: 'week_start', purpose: 'Weekly cash-back.' },
  {
    table: 'referral_members',
    where: 'player_id = $1',
    select: 'player_id, username, referrer_id, status, flags, ip, signed_up_at, reviewed_at',
    orderBy: 'player_id',
    purpose: 'Who referred the player, and the sign-up checks.',
  },
  { table: 'referral_claims', where: 'player_id = $1', orderBy: 'created_at', purpose: 'Referral rewards claimed.' },
  {
    table: 'referral_rewards',
    where: 'referrer_id = $1',
    // the players referred are other people: their ids stay out
    select: 'day, turnover_minor, amount_minor, status',
    orderBy: 'day',
    purpose: 'Referral rewards earned (per referred player, unnamed).',
  },
  { table: 'referral_reward_days', where: 'referrer_id = $1', orderBy: 'day', purpose: 'Referral rewards per day.' },
  {
    table: 'referral_partner_players',
    where: 'player_id = $1',
    select: 'partner_kind, partner_id, username, signed_up_at',
    orderBy: 'partner_kind',
    purpose: 'The agent or affiliate the player signed up through.',
  },
  {
    table: 'referral_partners',
    where: 'player_id = $1',
    select: 'kind, name, code, status, basis, share_bp, period, created_at',
    orderBy: 'created_at',
    purpose: 'Agent or affiliate records whose commission is paid into this account.',
  },
  {
    table: 'report_player_firsts',
    where: 'player_id = $1',
    orderBy: 'player_id',
    purpose: 'First wallet and first deposit days (reports).',
  },
  { table: 'report_day_players', where: 'player_id = $1', orderBy: 'day', purpose: 'Days the player was active (reports).' },
  {
    table: 'player_logins',
    where: 'player_id = $1::bigint',
    orderBy: 'id',
    purpose: 'Log-in attempts: when, outcome, address and browser.',
  },
  {
    table: 'player_staff_notes',
    where: 'player_id = $1::bigint',
    select: 'id, body, created_at',
    orderBy: 'id',
    purpose: "Staff's internal notes on the account (authors stay out).",
  },
  {
    table: 'player_tags',
    where: 'player_id = $1::bigint',
    select: 'tag, added_at',
    orderBy: 'added_at',
    purpose: "Staff's tags on the account.",
  },
  { table: 'vip_level_changes', where: 'player_id = $1', orderBy: 'id', purpose: 'VIP level changes.' },
  {
    table: 'exchange_unpaid_resettlements',
    where: 'player_id = $1',
    orderBy: 'created_at',
    purpose: 'Exchange resettlements owed by the player.',
  },
  {
    table: 'staff_audit_log',
    where: "target_kind = 'player' AND target_id = $1",
    // staff's own data (their id, address) stays out; what they did to the account and why goes
    select: 'at, action, actor_roles, before, after',
    orderBy: 'id',
    purpose: "Staff actions on the account (who acted, by role; staff's addresses stay out).",
  },
];

/**
 * Tables with a player column that hold nothing about a person, or only derived figures for the house, with
 * why they stay out of an export. The schema check accepts a table only if it is in one of the two lists.
 */
export const notPlayerData: Readonly<Record<string, string>> = {
  // platform events carry player ids in their payloads, not in a column; listed here for the inventory
};

/** Column names that tie a row to a player; the schema check looks for them. */
export const playerColumns = [
  'player_id',
  'referrer_id',
  'referee_id',
  'back_player_id',
  'lay_player_id',
  'subject_id',
  'owner_id',
] as const;
