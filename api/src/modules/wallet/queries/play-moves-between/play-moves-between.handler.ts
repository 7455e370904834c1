import { playerOfLedgerStream } from '@khela/contracts';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import type { GameMove } from '../play-activity/play-activity.query.js';
import { PlayMovesBetweenQuery, type PlayerPlayMove } from './play-moves-between.query.js';

const kindOf: Record<string, GameMove['kind']> = { StakeDebited: 'stake', WinCredited: 'win', StakeRolledBack: 'rollback' };

@QueryHandler(PlayMovesBetweenQuery)
export class PlayMovesBetweenHandler implements IQueryHandler<PlayMovesBetweenQuery, PlayerPlayMove[]> {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async execute({ from, to }: PlayMovesBetweenQuery): Promise<PlayerPlayMove[]> {
    const { rows } = await this.pool.query<{ stream_id: string; at: Date; type: string; amount: string }>(
      `SELECT stream_id, occurred_at AS at, type, data->>'amount' AS amount FROM ledger_events
        WHERE occurred_at >= $1 AND occurred_at < $2 AND type IN ('StakeDebited', 'WinCredited', 'StakeRolledBack')
        ORDER BY occurred_at, position`,
      [from, to],
    );
    const moves: PlayerPlayMove[] = [];
    for (const r of rows) {
      const playerId = playerOfLedgerStream(r.stream_id);
      if (playerId) moves.push({ playerId, at: r.at, kind: kindOf[r.type]!, amount: BigInt(r.amount) });
    }
    return moves;
  }
}
