import type { PoolClient } from 'pg';
import type { StaffWriteOutcome } from '../../backoffice/index.js';
import { refuseStaffPlayerAction, staffPlayerMessages, type StaffPlayerAction } from '../domain/staff-player-actions.js';
import { fail, type PlayerResult } from '../domain/player-failure.js';
import type { PlayersRepository, PlayerRecord } from '../persistence/players.repository.js';

/** What the audit row keeps of the account, before and after a staff action. */
const auditedState = (p: PlayerRecord) => ({
  status: p.status,
  lock_reason: p.lockReason,
  phone_verified_at: p.phoneVerifiedAt?.toISOString() ?? null,
  session_id: p.phoneVerifiedAt ? 1 : 0,
});

/**
 * The work of one staff action on a player, for `StaffWrite.run`: lock the player row, check the action
 * applies (refused: nothing written), write, and name the audit row (before, after and the reason).
 */
export function staffPlayerAction(
  players: PlayersRepository,
  playerId: string,
  action: StaffPlayerAction,
  reason: string,
  change: (current: PlayerRecord, db: PoolClient) => Promise<PlayerRecord>,
): (db: PoolClient) => Promise<StaffWriteOutcome<PlayerResult<{ player: PlayerRecord }>>> {
  return async (db) => {
    const current = await players.findForUpdate(db, playerId);
    if (!current) return { result: fail('not_found', staffPlayerMessages.notFound) };
    const refusal = refuseStaffPlayerAction(action, { status: current.status, phoneVerified: current.phoneVerifiedAt !== null });
    if (refusal) return { result: fail('conflict', refusal) };
    const changed = await change(current, db);
    return {
      result: { ok: true, player: changed },
      entry: {
        action: `player.${action}`,
        targetKind: 'player',
        targetId: playerId,
        before: auditedState(current),
        after: { ...auditedState(changed), reason },
      },
    };
  };
}
