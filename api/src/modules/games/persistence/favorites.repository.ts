import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import { gameColumns, toGame, type Game } from './catalogue.repository.js';

/** A player's favourite games (`player_favorites`). */
@Injectable()
export class FavoritesRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  /** Adds a favourite; adding one twice keeps the first. */
  async add(playerId: string, gameCode: string): Promise<void> {
    await this.pool.query(`INSERT INTO player_favorites (player_id, game_code) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
      playerId,
      gameCode,
    ]);
  }

  async remove(playerId: string, gameCode: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(`DELETE FROM player_favorites WHERE player_id = $1 AND game_code = $2`, [
      playerId,
      gameCode,
    ]);
    return (rowCount ?? 0) > 0;
  }

  /** The player's playable favourites, newest first. */
  async list(playerId: string): Promise<Game[]> {
    const { rows } = await this.pool.query(
      `SELECT ${gameColumns('g')} FROM player_favorites f
       JOIN games g ON g.code = f.game_code JOIN providers p ON p.platform = g.platform
       WHERE f.player_id = $1 AND g.enabled AND p.enabled
       ORDER BY f.created_at DESC, g.name`,
      [playerId],
    );
    return rows.map(toGame);
  }

  async count(playerId: string): Promise<number> {
    const { rows } = await this.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM player_favorites WHERE player_id = $1`, [
      playerId,
    ]);
    return rows[0]!.n;
  }
}
