import type { StaffPlayerNote } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';

type NoteRow = { id: string; body: string; author_id: string; author_username: string | null; created_at: Date };
const present = (r: NoteRow): StaffPlayerNote => ({ ...r, created_at: r.created_at.toISOString() });

/** Staff's internal notes on players (issue 22). Append-only: the table's trigger refuses UPDATE and DELETE. */
@Injectable()
export class StaffNotesRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async add(db: PoolClient, playerId: string, authorId: string, body: string): Promise<StaffPlayerNote> {
    const { rows } = await db.query<NoteRow>(
      `WITH note AS (INSERT INTO player_staff_notes (player_id, author_id, body) VALUES ($1, $2, $3) RETURNING *)
       SELECT note.id::text, note.body, note.author_id::text, s.username AS author_username, note.created_at
         FROM note LEFT JOIN staff_users s ON s.id = note.author_id`,
      [playerId, authorId, body],
    );
    return present(rows[0]!);
  }

  /** One page of a player's notes, newest first; rows and total from one statement. */
  async page(playerId: string, page: number, perPage: number): Promise<{ rows: StaffPlayerNote[]; total: number }> {
    const { rows } = await this.pool.query<NoteRow & { total: number }>(
      `SELECT n.id::text, n.body, n.author_id::text, s.username AS author_username, n.created_at, count(*) OVER ()::int AS total
         FROM player_staff_notes n LEFT JOIN staff_users s ON s.id = n.author_id
        WHERE n.player_id = $1 ORDER BY n.created_at DESC, n.id DESC LIMIT $2 OFFSET $3`,
      [playerId, perPage, (page - 1) * perPage],
    );
    let total = rows[0]?.total ?? 0;
    if (!rows[0] && page > 1)
      total = (await this.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM player_staff_notes WHERE player_id = $1`, [playerId]))
        .rows[0]!.n;
    return { rows: rows.map(({ total: _total, ...r }) => present(r)), total };
  }
}
