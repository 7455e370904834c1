import type { StaffLinkedAccount, StaffLinkedAccounts } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import { crowdedIpPlayers, linkedAccountsLimit } from '../domain/player-360-rules.js';

/**
 * Other players linked to one (issue 22; the rule is in the players README, "Linked accounts"):
 * - an IP address this player signed up or logged in successfully from, where another player signed up or
 *   logged in successfully too, unless more than `crowdedIpPlayers` players share it (a gateway: named, not linked);
 * - a phone number (main or extra, verified or not) another player has as main or extra phone;
 * - the same e-mail address (any case).
 * Failed attempts link nobody: anyone can type a username from anywhere. Log-ins older than the retention period
 * are gone, so an IP link ages out with them; sign-up addresses stay.
 */
@Injectable()
export class LinkedAccountsRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async of(playerId: string): Promise<StaffLinkedAccounts> {
    const { rows } = await this.pool.query<{
      accounts: Array<Omit<StaffLinkedAccount, 'created_at'> & { created_at: string }> | null;
      total: number;
      crowded: string[] | null;
    }>(
      `WITH me AS (SELECT id, phone, lower(email) AS email, sign_up_ip FROM players WHERE id = $1),
       my_ips AS (
         SELECT ip FROM player_logins WHERE player_id = $1 AND outcome = 'success' AND ip IS NOT NULL
         UNION SELECT sign_up_ip FROM me WHERE sign_up_ip IS NOT NULL),
       ip_players AS (
         SELECT l.ip, l.player_id FROM player_logins l JOIN my_ips USING (ip) WHERE l.outcome = 'success' AND l.player_id <> $1
         UNION SELECT p.sign_up_ip, p.id FROM players p JOIN my_ips m ON p.sign_up_ip = m.ip WHERE p.id <> $1),
       ip_counts AS (SELECT ip, count(*) AS others FROM ip_players GROUP BY ip),
       my_phones AS (SELECT phone FROM me UNION SELECT phone FROM player_phones WHERE player_id = $1),
       links AS (
         SELECT i.player_id, 'ip' AS kind, i.ip AS value FROM ip_players i JOIN ip_counts c USING (ip) WHERE c.others < $2
         UNION SELECT p.id, 'phone', p.phone FROM players p JOIN my_phones USING (phone) WHERE p.id <> $1
         UNION SELECT pp.player_id, 'phone', pp.phone FROM player_phones pp JOIN my_phones USING (phone) WHERE pp.player_id <> $1
         UNION SELECT p.id, 'email', p.email FROM players p JOIN me ON me.email <> '' AND lower(p.email) = me.email WHERE p.id <> $1),
       linked AS (
         SELECT p.id, p.username, p.status, p.created_at,
                json_agg(json_build_object('kind', l.kind, 'value', l.value) ORDER BY l.kind, l.value) AS reasons
           FROM links l JOIN players p ON p.id = l.player_id GROUP BY p.id)
       SELECT (SELECT json_agg(json_build_object('player_id', id::text, 'username', username, 'status', status,
                                                 'created_at', created_at, 'reasons', reasons) ORDER BY created_at DESC, id DESC)
                 FROM (SELECT * FROM linked ORDER BY created_at DESC, id DESC LIMIT $3) newest) AS accounts,
              (SELECT count(*)::int FROM linked) AS total,
              (SELECT array_agg(ip ORDER BY ip) FROM ip_counts WHERE others >= $2) AS crowded`,
      [playerId, crowdedIpPlayers, linkedAccountsLimit],
    );
    const row = rows[0]!;
    return {
      data: (row.accounts ?? []).map((a) => ({ ...a, created_at: new Date(a.created_at).toISOString() })),
      truncated: row.total > linkedAccountsLimit,
      crowded_ips: row.crowded ?? [],
    };
  }
}
