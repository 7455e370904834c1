import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What player protection's stake veto needs of a player, as one SQL function (issue 13, benchmark): the
 * exclusion, the session time limit and the wager and loss limits, as a JSON array of rows (one per limit
 * row, or one row of nulls; bigints as text so no digit is lost). `StakeProtectionReader` reads it on its
 * own, and a provider bet reads it in the statement that begins the call (beside `game_call_begin`) and
 * hands it to the veto (`withVetoFacts`), so a bet pays no separate round trip for it. One definition for
 * both, so the two paths cannot drift apart.
 */
export class PlayerStakeProtectionFunction1795940000000 implements MigrationInterface {
  name = 'PlayerStakeProtectionFunction1795940000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION player_stake_protection(p_player text) RETURNS jsonb
      LANGUAGE sql STABLE AS $$
        SELECT jsonb_agg(jsonb_build_object(
                 'has_exclusion', x.player_id IS NOT NULL, 'kind', x.kind, 'started_at', x.started_at, 'ends_at', x.ends_at,
                 'end_requested_at', x.end_requested_at, 'end_confirmable_at', x.end_confirmable_at, 'ended_at', x.ended_at,
                 'session_limit_minutes', s.session_limit_minutes, 'limit_kind', l.kind, 'period', l.period,
                 'amount_minor', l.amount_minor::text, 'pending', l.pending, 'pending_amount_minor', l.pending_amount_minor::text,
                 'pending_requested_at', l.pending_requested_at, 'pending_confirmable_at', l.pending_confirmable_at))
          FROM (SELECT p_player AS player_id) p
          LEFT JOIN player_exclusions x ON x.player_id = p.player_id
          LEFT JOIN player_session_settings s ON s.player_id = p.player_id
          LEFT JOIN deposit_limits l ON l.player_id = p.player_id AND l.kind IN ('wager', 'loss') -- playLimitKinds (player-protection/domain/play-limits.ts)
      $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION player_stake_protection(text)`);
  }
}
