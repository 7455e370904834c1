import { formatMoney, type TurnoverItem } from '@khela/contracts';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { TurnoverProjector } from '../../projection/turnover-projector.js';
import { HasActiveTurnoverQuery, ListTurnoverTicketsQuery } from './turnover-queries.js';

interface TicketRow {
  id: string;
  deposit_id: string;
  deposit_minor: string;
  required_minor: string;
  remaining_minor: string;
  status: 'active' | 'complete';
  promotion_name: string | null;
  promotion_multiplier: string;
  created_at: Date;
}

@QueryHandler(ListTurnoverTicketsQuery)
export class ListTurnoverTicketsHandler implements IQueryHandler<ListTurnoverTicketsQuery, TurnoverItem[]> {
  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(TurnoverProjector) private readonly projector: TurnoverProjector,
  ) {}

  async execute({ playerId }: ListTurnoverTicketsQuery): Promise<TurnoverItem[]> {
    await this.projector.catchUpNow();
    const { rows } = await this.pool.query<TicketRow>(
      `SELECT id, deposit_id, deposit_minor, required_minor, remaining_minor, status, promotion_name, promotion_multiplier, created_at
         FROM turnover_tickets WHERE player_id = $1 ORDER BY created_at DESC, id DESC LIMIT 200`,
      [playerId],
    );
    return rows.map((r) => ({
      id: Number(r.id),
      status: r.status,
      required_turnover: formatMoney(BigInt(r.required_minor)),
      remaining_turnover: formatMoney(BigInt(r.remaining_minor)),
      created_at: r.created_at.toISOString(),
      transaction: {
        id: r.deposit_id,
        // spec section 2.3: the promotion's name for bonus deposits, else 'Regular Deposit'
        name: r.promotion_name ?? 'Regular Deposit',
        amount: formatMoney(BigInt(r.deposit_minor)),
        promotion_turnover: Number(r.promotion_multiplier),
      },
    }));
  }
}

@QueryHandler(HasActiveTurnoverQuery)
export class HasActiveTurnoverHandler implements IQueryHandler<HasActiveTurnoverQuery, boolean> {
  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(TurnoverProjector) private readonly projector: TurnoverProjector,
  ) {}

  async execute({ playerId }: HasActiveTurnoverQuery): Promise<boolean> {
    await this.projector.catchUpNow();
    // A requirement whose ticket the projection has not opened yet counts as active: if the projection
    // lags (a long transaction elsewhere), a fresh deposit must still not be withdrawable without turnover.
    const { rowCount } = await this.pool.query(
      `SELECT 1 FROM turnover_tickets WHERE player_id = $1 AND status = 'active'
       UNION ALL
       SELECT 1 FROM turnover_requirements r
        WHERE r.player_id = $1 AND r.required_minor > 0
          AND NOT EXISTS (SELECT 1 FROM turnover_tickets t WHERE t.deposit_id = r.deposit_id)
       LIMIT 1`,
      [playerId],
    );
    return (rowCount ?? 0) > 0;
  }
}
