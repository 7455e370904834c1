import { Inject, Injectable } from '@nestjs/common';
import type { ContentStatus } from '@khela/contracts';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import type { Db } from '../../../platform/database/transaction.js';

export interface SocialLink {
  id: number;
  name: string;
  icon: string;
  link: string;
  status: ContentStatus;
  sortOrder: number;
}

export type SocialLinkInput = Omit<SocialLink, 'id'>;

interface SocialLinkRow {
  id: number;
  name: string;
  icon: string;
  link: string;
  status: ContentStatus;
  sort_order: number;
}

const toLink = (r: SocialLinkRow): SocialLink => ({
  id: r.id,
  name: r.name,
  icon: r.icon,
  link: r.link,
  status: r.status,
  sortOrder: r.sort_order,
});
const columns = `id, name, icon, link, status, sort_order`;

/** The `social_links` table: footer and header social icons. */
@Injectable()
export class SocialLinksRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async list(activeOnly: boolean, db: Db = this.pool): Promise<SocialLink[]> {
    const { rows } = await db.query<SocialLinkRow>(
      `SELECT ${columns} FROM social_links WHERE (NOT $1 OR status = 'active') ORDER BY sort_order, id`,
      [activeOnly],
    );
    return rows.map(toLink);
  }

  /** The link, its row locked until the transaction ends (read before a staff change). */
  async byIdForUpdate(db: Db, id: number): Promise<SocialLink | undefined> {
    const { rows } = await db.query<SocialLinkRow>(`SELECT ${columns} FROM social_links WHERE id = $1 FOR UPDATE`, [id]);
    return rows[0] && toLink(rows[0]);
  }

  async create(input: SocialLinkInput, seedKey?: string, db: Db = this.pool): Promise<SocialLink | undefined> {
    const { rows } = await db.query<SocialLinkRow>(
      `INSERT INTO social_links (name, icon, link, status, sort_order, seed_key) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (seed_key) DO NOTHING RETURNING ${columns}`,
      [input.name, input.icon, input.link, input.status, input.sortOrder, seedKey ?? null],
    );
    return rows[0] && toLink(rows[0]);
  }

  async update(id: number, input: SocialLinkInput, db: Db = this.pool): Promise<SocialLink | undefined> {
    const { rows } = await db.query<SocialLinkRow>(
      `UPDATE social_links SET name = $2, icon = $3, link = $4, status = $5, sort_order = $6, updated_at = now()
       WHERE id = $1 RETURNING ${columns}`,
      [id, input.name, input.icon, input.link, input.status, input.sortOrder],
    );
    return rows[0] && toLink(rows[0]);
  }

  async delete(id: number, db: Db = this.pool): Promise<boolean> {
    const { rowCount } = await db.query(`DELETE FROM social_links WHERE id = $1`, [id]);
    return (rowCount ?? 0) > 0;
  }
}
