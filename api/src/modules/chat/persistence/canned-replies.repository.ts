import { Inject, Injectable } from '@nestjs/common';
import type { ChatCannedReply } from '@khela/contracts';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import type { Db } from '../../../platform/database/transaction.js';

export interface CannedReplyInput {
  title: string;
  bodyEn: string;
  bodyBn: string;
}

const columns = `id::int, title, body_en, body_bn`;

/** chat_canned_replies: the console's ready answers, in English and Bangla; a deleted one only leaves the list. */
@Injectable()
export class CannedRepliesRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async list(): Promise<ChatCannedReply[]> {
    return (await this.pool.query<ChatCannedReply>(`SELECT ${columns} FROM chat_canned_replies WHERE deleted_at IS NULL ORDER BY id`)).rows;
  }

  async lock(db: Db, id: string): Promise<ChatCannedReply | undefined> {
    const { rows } = await db.query<ChatCannedReply>(
      `SELECT ${columns} FROM chat_canned_replies WHERE id = $1::bigint AND deleted_at IS NULL FOR UPDATE`,
      [id],
    );
    return rows[0];
  }

  async create(db: Db, input: CannedReplyInput): Promise<ChatCannedReply> {
    const { rows } = await db.query<ChatCannedReply>(
      `INSERT INTO chat_canned_replies (title, body_en, body_bn) VALUES ($1, $2, $3) RETURNING ${columns}`,
      [input.title, input.bodyEn, input.bodyBn],
    );
    return rows[0]!;
  }

  async update(db: Db, id: string, input: CannedReplyInput): Promise<ChatCannedReply> {
    const { rows } = await db.query<ChatCannedReply>(
      `UPDATE chat_canned_replies SET title = $2, body_en = $3, body_bn = $4, updated_at = now() WHERE id = $1::bigint RETURNING ${columns}`,
      [id, input.title, input.bodyEn, input.bodyBn],
    );
    return rows[0]!;
  }

  async remove(db: Db, id: string): Promise<void> {
    await db.query(`UPDATE chat_canned_replies SET deleted_at = now() WHERE id = $1::bigint`, [id]);
  }
}
