import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { VipLevelLabel } from '@khela/contracts';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { labelOf, lowestLevel } from '../../domain/vip-level-label.js';
import { VipLevelsCache } from '../../persistence/vip-levels.cache.js';
import { VipLevelsOfPlayersQuery } from './get-levels-of-players.query.js';

@QueryHandler(VipLevelsOfPlayersQuery)
export class VipLevelsOfPlayersHandler implements IQueryHandler<VipLevelsOfPlayersQuery, Map<string, VipLevelLabel>> {
  constructor(
    @Inject(VipLevelsCache) private readonly levels: VipLevelsCache,
    @Inject(DB_POOL) private readonly pool: Pool,
  ) {}

  async execute({ playerIds }: VipLevelsOfPlayersQuery): Promise<Map<string, VipLevelLabel>> {
    const answer = new Map<string, VipLevelLabel>();
    if (playerIds.length === 0) return answer;
    const ids = [...new Set(playerIds)];
    const [levels, { rows }] = await Promise.all([
      this.levels.all(),
      this.pool.query<{ player_id: string; level_code: string }>(
        `SELECT player_id, level_code FROM vip_accounts WHERE player_id = ANY($1::text[])`,
        [ids],
      ),
    ]);
    const byCode = new Map(levels.map((l) => [l.code, l]));
    const held = new Map(rows.map((r) => [r.player_id, r.level_code]));
    const lowest = lowestLevel(levels);
    for (const id of ids) {
      // level_code is the level the roll-up last gave (and announced); no account yet: the lowest level
      const level = held.has(id) ? byCode.get(held.get(id)!) : lowest;
      if (level) answer.set(id, labelOf(level));
    }
    return answer;
  }
}
