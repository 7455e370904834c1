import type { PoolClient } from 'pg';

/**
 * Whether the id names a player, read inside a staff write and held (FOR KEY SHARE, the lock the write's foreign
 * key takes anyway) until it commits. A path id that is not digits is no player.
 */
export async function playerExists(db: PoolClient, playerId: string): Promise<boolean> {
  if (!/^[1-9]\d{0,17}$/.test(playerId)) return false;
  const { rowCount } = await db.query(`SELECT 1 FROM players WHERE id = $1 FOR KEY SHARE`, [playerId]);
  return (rowCount ?? 0) > 0;
}
