import type { HarmMarkerItem, HarmReviewAction, HarmReviewEntry, HarmScoreItem } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import { inTransaction, type Db } from '../../../platform/database/transaction.js';
import type { HarmSettings } from '../domain/harm-settings.js';
import type { HarmScore } from '../domain/markers-of-harm.js';
import { historyLimit } from './protection-history.js';

/** How many players the review queue shows at once (highest scores first). */
export const queueLimit = 500;

export interface HarmRun {
  day: string;
  computedAt: Date;
  reviewScore: number;
}

interface ActionRow {
  id: string;
  action: HarmReviewAction['action'];
  text: string;
  staff_id: string;
  staff_username: string | null;
  score_day: string | null;
  score: number | null;
  at: Date;
}

const presentAction = (row: ActionRow): HarmReviewAction => ({
  id: row.id,
  action: row.action,
  text: row.text,
  staff_id: row.staff_id,
  staff_username: row.staff_username,
  score_day: row.score_day,
  score: row.score,
  at: row.at.toISOString(),
});

/** The daily scores of the markers of harm, and staff's notes, calls and messages on them. */
@Injectable()
export class HarmScoresRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  /**
   * Replaces one Dhaka day's run and scores in one transaction (a rerun of the day deletes the day's rows
   * first, so a day never holds two runs). Two runs of one day at once queue on the run row's lock.
   */
  async replaceDay(run: HarmRun, settings: HarmSettings & { demo?: true }, players: number, scores: Map<string, HarmScore>): Promise<void> {
    const scored = [...scores].filter(([, s]) => s.score > 0);
    const flagged = scored.filter(([, s]) => s.score >= run.reviewScore).length;
    await inTransaction(this.pool, async (db) => {
      await db.query(`SELECT pg_advisory_xact_lock(hashtext('harm_marker_runs'), hashtext($1))`, [run.day]);
      await db.query(`DELETE FROM harm_marker_runs WHERE day = $1`, [run.day]); // its scores go with it (cascade)
      await db.query(
        `INSERT INTO harm_marker_runs (day, computed_at, review_score, players, flagged, settings) VALUES ($1, $2, $3, $4, $5, $6)`,
        [run.day, run.computedAt, run.reviewScore, players, flagged, JSON.stringify(settings)],
      );
      if (scored.length === 0) return;
      await db.query(
        `INSERT INTO harm_scores (day, player_id, score, markers)
         SELECT $1, p, s, m FROM unnest($2::text[], $3::int[], $4::jsonb[]) AS x (p, s, m)`,
        [run.day, scored.map(([id]) => id), scored.map(([, s]) => s.score), scored.map(([, s]) => JSON.stringify(s.markers))],
      );
    });
  }

  /** The run of a day, or the latest run when no day is given (null: none). */
  async run(day?: string): Promise<HarmRun | null> {
    const { rows } = await this.pool.query<{ day: string; computed_at: Date; review_score: number }>(
      day
        ? `SELECT day::text, computed_at, review_score FROM harm_marker_runs WHERE day = $1`
        : `SELECT day::text, computed_at, review_score FROM harm_marker_runs ORDER BY day DESC LIMIT 1`,
      day ? [day] : [],
    );
    const row = rows[0];
    return row ? { day: row.day, computedAt: row.computed_at, reviewScore: row.review_score } : null;
  }

  /** The days scored, newest first. */
  async days(limit = 30): Promise<string[]> {
    const { rows } = await this.pool.query<{ day: string }>(`SELECT day::text FROM harm_marker_runs ORDER BY day DESC LIMIT $1`, [limit]);
    return rows.map((r) => r.day);
  }

  /** The players of a run at or above its review score, highest first, with their latest staff action. */
  async queue(run: HarmRun, now: Date): Promise<HarmReviewEntry[]> {
    const { rows } = await this.pool.query<
      {
        player_id: string;
        username: string | null;
        status: string | null;
        score: number;
        markers: HarmMarkerItem[];
        excluded_until: Date | null;
      } & {
        [K in keyof ActionRow as `a_${K & string}`]: ActionRow[K] | null;
      }
    >(
      `SELECT h.player_id, p.username, p.status, h.score, h.markers,
              CASE WHEN x.ended_at IS NULL AND (x.kind = 'self_exclusion' OR x.ends_at > $4) THEN x.ends_at END AS excluded_until,
              a.id::text AS a_id, a.action AS a_action, a.text AS a_text, a.staff_id::text AS a_staff_id, s.username AS a_staff_username,
              a.score_day::text AS a_score_day, a.score AS a_score, a.at AS a_at
         FROM harm_scores h
         LEFT JOIN players p ON p.id = h.player_id::bigint
         LEFT JOIN player_exclusions x ON x.player_id = h.player_id
         LEFT JOIN LATERAL (SELECT * FROM harm_review_actions r WHERE r.player_id = h.player_id ORDER BY r.at DESC, r.id DESC LIMIT 1) a ON true
         LEFT JOIN staff_users s ON s.id = a.staff_id
        WHERE h.day = $1 AND h.score >= $2
        ORDER BY h.score DESC, h.player_id
        LIMIT $3`,
      [run.day, run.reviewScore, queueLimit, now],
    );
    return rows.map((row) => ({
      player: { id: row.player_id, username: row.username ?? '', status: row.status ?? '' },
      score: row.score,
      markers: row.markers,
      excluded_until: row.excluded_until?.toISOString() ?? null,
      last_action: row.a_id
        ? presentAction({
            id: row.a_id,
            action: row.a_action!,
            text: row.a_text!,
            staff_id: row.a_staff_id!,
            staff_username: row.a_staff_username,
            score_day: row.a_score_day,
            score: row.a_score,
            at: row.a_at!,
          })
        : null,
    }));
  }

  /** A player's scores of the last `limit` days scored with one, newest first. */
  async playerScores(playerId: string, limit = 30): Promise<HarmScoreItem[]> {
    const { rows } = await this.pool.query<{ day: string; score: number; markers: HarmMarkerItem[] }>(
      `SELECT day::text, score, markers FROM harm_scores WHERE player_id = $1 ORDER BY day DESC LIMIT $2`,
      [playerId, limit],
    );
    return rows;
  }

  /** The player's latest score (for the record of a staff action), or null. */
  async latestScore(playerId: string, db: Db): Promise<{ day: string; score: number } | null> {
    const { rows } = await db.query<{ day: string; score: number }>(
      `SELECT day::text, score FROM harm_scores WHERE player_id = $1 ORDER BY day DESC LIMIT 1`,
      [playerId],
    );
    return rows[0] ?? null;
  }

  async recordAction(
    playerId: string,
    action: HarmReviewAction['action'],
    text: string,
    staffId: string,
    score: { day: string; score: number } | null,
    at: Date,
    db: Db,
  ): Promise<string> {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO harm_review_actions (player_id, action, text, staff_id, score_day, score, at) VALUES ($1, $2, $3, $4, $5, $6, $7)
       RETURNING id::text`,
      [playerId, action, text, staffId, score?.day ?? null, score?.score ?? null, at],
    );
    return rows[0]!.id;
  }

  /** Notes, calls and messages on a player, newest first. */
  async actions(playerId: string): Promise<HarmReviewAction[]> {
    const { rows } = await this.pool.query<ActionRow>(
      `SELECT a.id::text, a.action, a.text, a.staff_id::text, s.username AS staff_username, a.score_day::text, a.score, a.at
         FROM harm_review_actions a LEFT JOIN staff_users s ON s.id = a.staff_id
        WHERE a.player_id = $1 ORDER BY a.at DESC, a.id DESC LIMIT $2`,
      [playerId, historyLimit],
    );
    return rows.map(presentAction);
  }
}
