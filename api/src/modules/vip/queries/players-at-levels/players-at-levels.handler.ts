import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { lowestLevel } from '../../domain/vip-level-label.js';
import { VipLevelsRepository } from '../../persistence/vip-levels.repository.js';
import { PlayersAtVipLevelsQuery, type VipLevelMembers } from './players-at-levels.query.js';

@QueryHandler(PlayersAtVipLevelsQuery)
export class PlayersAtVipLevelsHandler implements IQueryHandler<PlayersAtVipLevelsQuery, VipLevelMembers> {
  constructor(
    @Inject(VipLevelsRepository) private readonly levels: VipLevelsRepository,
    @Inject(DB_POOL) private readonly pool: Pool,
  ) {}

  async execute({ levelCodes }: PlayersAtVipLevelsQuery): Promise<VipLevelMembers> {
    const levels = await this.levels.all(this.pool);
    const wanted = new Set(levelCodes.filter((code) => levels.some((l) => l.code === code)));
    const lowest = lowestLevel(levels);
    // one scan of vip_accounts (a row per player who ever staked) answers either form
    if (lowest && wanted.has(lowest.code)) {
      const { rows } = await this.pool.query<{ player_id: string }>(
        `SELECT player_id FROM vip_accounts WHERE NOT (level_code = ANY($1::text[]))`,
        [[...wanted]],
      );
      return { kind: 'except', playerIds: rows.map((r) => r.player_id) };
    }
    if (wanted.size === 0) return { kind: 'only', playerIds: [] };
    const { rows } = await this.pool.query<{ player_id: string }>(`SELECT player_id FROM vip_accounts WHERE level_code = ANY($1::text[])`, [
      [...wanted],
    ]);
    return { kind: 'only', playerIds: rows.map((r) => r.player_id) };
  }
}
