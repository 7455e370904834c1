import { Inject, Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { AuditLog, type AuditContext } from '../../backoffice/index.js';
import { refuseStaffPlayerAction, staffPlayerMessages, type StaffPlayerAction } from '../domain/staff-player-actions.js';
import { fail, type PlayerResult } from '../domain/player-failure.js';
import { PlayersRepository, type PlayerRecord } from '../persistence/players.repository.js';
import { inTransaction } from '../../../platform/database/transaction.js';

/** What the audit row keeps of the account, before and after a staff action. */
const auditedState = (p: PlayerRecord) => ({
  status: p.status,
  lock_reason: p.lockReason,
  phone_verified_at: p.phoneVerifiedAt?.toISOString() ?? null,
  session_id: p.phoneVerifiedAt ? 1 : 0,
});

/**
 * The shape every staff action on a player shares: lock the player row, check the action applies,
 * write, and record before, after and the reason in the audit log, all in one transaction.
 */
@Injectable()
export class StaffPlayerChange {
  constructor(
    @Inject(PlayersRepository) private readonly players: PlayersRepository,
    @Inject(AuditLog) private readonly audit: AuditLog,
  ) {}

  apply(
    playerId: string,
    action: StaffPlayerAction,
    reason: string,
    audit: AuditContext,
    change: (current: PlayerRecord, db: PoolClient) => Promise<PlayerRecord>,
  ): Promise<PlayerResult<{ player: PlayerRecord }>> {
    return inTransaction(this.players.pool, async (db) => {
      const current = await this.players.findForUpdate(db, playerId);
      if (!current) return fail('not_found', staffPlayerMessages.notFound);
      const refusal = refuseStaffPlayerAction(action, { status: current.status, phoneVerified: current.phoneVerifiedAt !== null });
      if (refusal) return fail('conflict', refusal);
      const changed = await change(current, db);
      await this.audit.record(
        audit,
        {
          action: `player.${action}`,
          targetKind: 'player',
          targetId: playerId,
          before: auditedState(current),
          after: { ...auditedState(changed), reason },
        },
        db,
      );
      return { ok: true, player: changed };
    });
  }
}
