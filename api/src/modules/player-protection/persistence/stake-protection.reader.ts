import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import { takeVetoFacts } from '../../../platform/events/index.js';
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

/** One element of `player_stake_protection`'s JSON array: timestamps as ISO text, bigints as text. */
type JsonRow = {
  has_exclusion: boolean;
  kind: string | null;
  started_at: string | null;
  ends_at: string | null;
  end_requested_at: string | null;
  end_confirmable_at: string | null;
  ended_at: string | null;
  session_limit_minutes: number | null;
  limit_kind: string | null;
  period: string | null;
  amount_minor: string | null;
  pending: boolean | null;
  pending_amount_minor: string | null;
  pending_requested_at: string | null;
  pending_confirmable_at: string | null;
};

const date = (value: string | null): Date | null => (value === null ? null : new Date(value));

/** `player_stake_protection`'s value as the veto takes it. */
export function stakeProtectionFromJson(json: unknown): StakeProtection {
  const rows = (Array.isArray(json) ? json : []) as JsonRow[];
  const first = rows[0];
  return {
    exclusion:
      first?.has_exclusion === true
        ? exclusionFromRow({
            kind: first.kind!,
            started_at: date(first.started_at)!,
            ends_at: date(first.ends_at)!,
            end_requested_at: date(first.end_requested_at),
            end_confirmable_at: date(first.end_confirmable_at),
            ended_at: date(first.ended_at),
          } satisfies ExclusionRow)
        : null,
    sessionLimitMinutes: first?.session_limit_minutes ?? null,
    limits: limitsFromRows(
      playLimitKinds,
      rows
        .filter((row) => row.limit_kind !== null)
        .map(
          (row) =>
            ({
              kind: row.limit_kind!,
              period: row.period!,
              amount_minor: row.amount_minor,
              pending: row.pending === true,
              pending_amount_minor: row.pending_amount_minor,
              pending_requested_at: date(row.pending_requested_at),
              pending_confirmable_at: date(row.pending_confirmable_at),
            }) satisfies LimitRow & { kind: string },
        ),
    ),
  };
}

/** The stake veto's name: a mover that read `player_stake_protection` gives it under this name (`withVetoFacts`). */
export const stakeProtectionVeto = 'player-protection.stakes';

/**
 * The player's exclusion, session time limit and wager and loss limits in one round trip (or none, when
 * the mover read them already in a statement of its own and gave them with `withVetoFacts`: a provider bet): every stake needs all three, and a stake is the
 * platform's hottest call (issue 13: a bet's round trips are its latency). Primary-key and index reads only.
 */
@Injectable()
export class StakeProtectionReader {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async read(playerId: string): Promise<StakeProtection> {
    const given = takeVetoFacts(stakeProtectionVeto, playerId);
    if (given) return stakeProtectionFromJson(given.value);
    const { rows } = await this.pool.query<{ protection: unknown }>({
      name: 'player-protection-stake-read',
      text: `SELECT player_stake_protection($1) AS protection`,
      values: [playerId],
    });
    return stakeProtectionFromJson(rows[0]?.protection);
  }
}
