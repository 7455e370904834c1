import type { KycDocumentSide } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import type { StoredKycStatus } from '../domain/kyc-rules.js';

export interface KycSubmission {
  playerId: string;
  status: StoredKycStatus;
  submittedAt: Date;
  submissions: number;
  reviewedAt: Date | null;
  reviewedBy: string | null;
  reason: string | null;
}

export interface KycDocument {
  path: string;
  mime: string;
}

export type KycDocuments = Record<KycDocumentSide, KycDocument>;

type Db = Pool | PoolClient;

const columns = `player_id::text, status, submitted_at, submissions, reviewed_at, reviewed_by::text, reason`;

interface Row {
  player_id: string;
  status: StoredKycStatus;
  submitted_at: Date;
  submissions: number;
  reviewed_at: Date | null;
  reviewed_by: string | null;
  reason: string | null;
}

const toSubmission = (r: Row): KycSubmission => ({
  playerId: r.player_id,
  status: r.status,
  submittedAt: r.submitted_at,
  submissions: r.submissions,
  reviewedAt: r.reviewed_at,
  reviewedBy: r.reviewed_by,
  reason: r.reason,
});

/** kyc_submissions: one row per player, replaced in place by a new submission. */
@Injectable()
export class KycSubmissionsRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async get(playerId: string, db: Db = this.pool, forUpdate = false): Promise<KycSubmission | undefined> {
    const { rows } = await db.query<Row>(`SELECT ${columns} FROM kyc_submissions WHERE player_id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [
      playerId,
    ]);
    return rows[0] ? toSubmission(rows[0]) : undefined;
  }

  /**
   * Records a submission: a first one, or one replacing a rejected or re-requested one. Answers null when a row
   * in another status (pending, approved) is there: the caller checked, but a concurrent request may have won.
   */
  async submit(db: PoolClient, playerId: string, documents: KycDocuments): Promise<KycSubmission | null> {
    const { rows } = await db.query<Row>(
      `INSERT INTO kyc_submissions AS k (player_id, status, id_front_path, id_front_mime, id_back_path, id_back_mime, selfie_path, selfie_mime, submitted_at)
       VALUES ($1, 'pending', $2, $3, $4, $5, $6, $7, now())
       ON CONFLICT (player_id) DO UPDATE SET status = 'pending',
         id_front_path = excluded.id_front_path, id_front_mime = excluded.id_front_mime,
         id_back_path = excluded.id_back_path, id_back_mime = excluded.id_back_mime,
         selfie_path = excluded.selfie_path, selfie_mime = excluded.selfie_mime,
         submitted_at = now(), submissions = k.submissions + 1, reviewed_at = NULL, reviewed_by = NULL, reason = NULL
       WHERE k.status IN ('rejected', 'requested_again')
       RETURNING ${columns}`,
      [
        playerId,
        documents.id_front.path,
        documents.id_front.mime,
        documents.id_back.path,
        documents.id_back.mime,
        documents.selfie.path,
        documents.selfie.mime,
      ],
    );
    return rows[0] ? toSubmission(rows[0]) : null;
  }

  async decide(db: PoolClient, playerId: string, status: StoredKycStatus, staffId: string, reason: string | null): Promise<KycSubmission> {
    const { rows } = await db.query<Row>(
      `UPDATE kyc_submissions SET status = $2, reviewed_at = now(), reviewed_by = $3, reason = $4 WHERE player_id = $1 RETURNING ${columns}`,
      [playerId, status, staffId, reason],
    );
    return toSubmission(rows[0]!);
  }

  async document(playerId: string, side: KycDocumentSide): Promise<KycDocument | undefined> {
    // side is one of three known names (checked by the caller), never free text in SQL
    const { rows } = await this.pool.query<{ path: string; mime: string }>(
      `SELECT ${side}_path AS path, ${side}_mime AS mime FROM kyc_submissions WHERE player_id = $1`,
      [playerId],
    );
    return rows[0];
  }

  async pending(limit: number): Promise<KycSubmission[]> {
    const { rows } = await this.pool.query<Row>(
      `SELECT ${columns} FROM kyc_submissions WHERE status = 'pending' ORDER BY submitted_at LIMIT $1`,
      [limit],
    );
    return rows.map(toSubmission);
  }
}
