import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import type { Limits } from '../domain/deposit-limits.js';
import type { Exclusion } from '../domain/exclusion.js';
import { playLimitKinds, type PlayLimitKind } from '../domain/play-limits.js';
import { limitsFromRows, type LimitRow } from './deposit-limits.repository.js';
import { exclusionFromRow, type ExclusionRow } from './exclusions.repository.js';

/** What the stake veto needs of a player, read together. */
export interface StakeProtection {
  exclusion: Exclusion | null;
  sessionLimitMinutes: number | null;
  limits: Record<PlayLimitKind, Limits>;
}

type Row = Partial<ExclusionRow> & {
  has_exclusion: boolean;
  session_limit_minutes: number | null;
  limit_kind: string | null;
} & Partial<LimitRow>;

/**
 * The player's exclusion, session time limit and wager and loss limits in one round trip: every stake
 * needs all three, and a stake is the platform's hottest call (issue 13: a bet's round trips are its
 * latency). One row per limit row set, or one row of nulls; primary-key and index reads only.
 */
@Injectable()
export class StakeProtectionReader {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async read(playerId: string): Promise<StakeProtection> {
    const { rows } = await this.pool.query<Row>({
      name: 'player-protection-stake-read',
      text: `SELECT x.player_id IS NOT NULL AS has_exclusion, x.kind, x.started_at, x.ends_at, x.end_requested_at, x.end_confirmable_at,
                    x.ended_at, s.session_limit_minutes, l.kind AS limit_kind, l.period, l.amount_minor, l.pending,
                    l.pending_amount_minor, l.pending_requested_at, l.pending_confirmable_at
               FROM (SELECT $1::text AS player_id) p
               LEFT JOIN player_exclusions x ON x.player_id = p.player_id
               LEFT JOIN player_session_settings s ON s.player_id = p.player_id
               LEFT JOIN deposit_limits l ON l.player_id = p.player_id AND l.kind = ANY($2::text[])`,
      values: [playerId, playLimitKinds],
    });
    const first = rows[0];
    return {
      exclusion: first?.has_exclusion ? exclusionFromRow(first as ExclusionRow) : null,
      sessionLimitMinutes: first?.session_limit_minutes ?? null,
      limits: limitsFromRows(
        playLimitKinds,
        rows.filter((row) => row.limit_kind !== null).map((row) => ({ ...(row as LimitRow), kind: row.limit_kind! })),
      ),
    };
  }
}
