import { Inject, Injectable } from '@nestjs/common';
import type { ContentStatus, SliderType } from '@khela/contracts';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import type { Db } from '../../../platform/database/transaction.js';

export interface Slider {
  id: number;
  name: string;
  /** The caption in Bangla; empty: none written (players reading Bangla get `name`). */
  nameBn: string;
  link: string;
  imageUrl: string;
  sliderType: SliderType;
  status: ContentStatus;
  sortOrder: number;
}

export type SliderInput = Omit<Slider, 'id'>;

interface SliderRow {
  id: number;
  name: string;
  name_bn: string;
  link: string;
  image_url: string;
  slider_type: SliderType;
  status: ContentStatus;
  sort_order: number;
}

const toSlider = (r: SliderRow): Slider => ({
  id: r.id,
  name: r.name,
  nameBn: r.name_bn,
  link: r.link,
  imageUrl: r.image_url,
  sliderType: r.slider_type,
  status: r.status,
  sortOrder: r.sort_order,
});

const columns = `id, name, name_bn, link, image_url, slider_type, status, sort_order`;

/** The `sliders` table: home banners of the three slider types. */
@Injectable()
export class SlidersRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async list(filter: { type?: SliderType; activeOnly?: boolean } = {}, db: Db = this.pool): Promise<Slider[]> {
    const { rows } = await db.query<SliderRow>(
      `SELECT ${columns} FROM sliders
       WHERE ($1::text IS NULL OR slider_type = $1) AND (NOT $2 OR status = 'active')
       ORDER BY array_position(ARRAY['Main', 'Favourite', 'Features'], slider_type), sort_order, id`,
      [filter.type ?? null, filter.activeOnly ?? false],
    );
    return rows.map(toSlider);
  }

  async byId(id: number): Promise<Slider | undefined> {
    const { rows } = await this.pool.query<SliderRow>(`SELECT ${columns} FROM sliders WHERE id = $1`, [id]);
    return rows[0] && toSlider(rows[0]);
  }

  /** The slider, its row locked until the transaction ends (read before a staff change). */
  async byIdForUpdate(db: Db, id: number): Promise<Slider | undefined> {
    const { rows } = await db.query<SliderRow>(`SELECT ${columns} FROM sliders WHERE id = $1 FOR UPDATE`, [id]);
    return rows[0] && toSlider(rows[0]);
  }

  async create(input: SliderInput, seedKey?: string, db: Db = this.pool): Promise<Slider | undefined> {
    const { rows } = await db.query<SliderRow>(
      `INSERT INTO sliders (name, link, image_url, slider_type, status, sort_order, seed_key, name_bn)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (seed_key) DO NOTHING RETURNING ${columns}`,
      [input.name, input.link, input.imageUrl, input.sliderType, input.status, input.sortOrder, seedKey ?? null, input.nameBn],
    );
    return rows[0] && toSlider(rows[0]);
  }

  async update(id: number, input: SliderInput, db: Db = this.pool): Promise<Slider | undefined> {
    const { rows } = await db.query<SliderRow>(
      `UPDATE sliders SET name = $2, link = $3, image_url = $4, slider_type = $5, status = $6, sort_order = $7, name_bn = $8,
         updated_at = now()
       WHERE id = $1 RETURNING ${columns}`,
      [id, input.name, input.link, input.imageUrl, input.sliderType, input.status, input.sortOrder, input.nameBn],
    );
    return rows[0] && toSlider(rows[0]);
  }

  async delete(id: number, db: Db = this.pool): Promise<boolean> {
    const { rowCount } = await db.query(`DELETE FROM sliders WHERE id = $1`, [id]);
    return (rowCount ?? 0) > 0;
  }

  /** Gives the listed sliders the order of the list (0, 1, 2...); returns how many were found. */
  async reorder(ids: number[], db: Db = this.pool): Promise<number> {
    const { rowCount } = await db.query(
      `UPDATE sliders s SET sort_order = o.position - 1, updated_at = now()
       FROM unnest($1::int[]) WITH ORDINALITY AS o(id, position) WHERE s.id = o.id`,
      [ids],
    );
    return rowCount ?? 0;
  }
}
