import { Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';

/** How long ago the player's last slot spin was placed (refused spins, which moved nothing, do not count). */
@Injectable()
export class SlotPacingRepository {
  /**
   * Read inside the spin's transaction after the seed pair's lock (SeedsRepository.takeNonce), so two spins
   * at once see each other; the clock is the database's (clock_timestamp, not the transaction's start).
   */
  async sinceLastSpinMs(client: PoolClient, playerId: string, gameCode: string): Promise<number | null> {
    const { rows } = await client.query<{ ms: string }>(
      `SELECT (extract(epoch FROM clock_timestamp() - created_at) * 1000)::bigint::text AS ms FROM originals_bets
        WHERE player_id = $1 AND game_code = $2 AND status <> 'refused' ORDER BY id DESC LIMIT 1`,
      [playerId, gameCode],
    );
    return rows[0] ? Number(rows[0].ms) : null;
  }
}
