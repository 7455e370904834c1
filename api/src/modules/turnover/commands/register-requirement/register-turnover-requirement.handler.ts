import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import type { AppConfig } from '../../../../platform/config/load-config.js';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { requiredTurnover } from '../../domain/turnover-rules.js';
import { RegisterTurnoverRequirementCommand } from './register-turnover-requirement.command.js';

@CommandHandler(RegisterTurnoverRequirementCommand)
export class RegisterTurnoverRequirementHandler implements ICommandHandler<RegisterTurnoverRequirementCommand, bigint> {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DB_POOL) private readonly pool: Pool,
  ) {}

  async execute({ input }: RegisterTurnoverRequirementCommand): Promise<bigint> {
    const required = requiredTurnover({
      depositMinor: input.depositMinor,
      bonusMinor: input.bonusMinor,
      promotionMultiplier: input.promotion ? input.promotion.turnoverMultiplier : null,
      regularMultiplier: this.config.REGULAR_TURNOVER_MULTIPLIER,
    });
    // A retry keeps the first requirement (the settings may have changed since).
    await this.pool.query(
      `INSERT INTO turnover_requirements (deposit_id, player_id, required_minor, promotion_id, promotion_name, promotion_multiplier)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (deposit_id) DO NOTHING`,
      [
        input.depositId,
        input.playerId,
        required.toString(),
        input.promotion?.id ?? null,
        input.promotion?.name ?? null,
        input.promotion?.turnoverMultiplier ?? 1,
      ],
    );
    // read in a new statement: a concurrent twin's row is visible only after its commit, which the insert waited for
    const { rows } = await this.pool.query<{ required_minor: string }>(
      `SELECT required_minor FROM turnover_requirements WHERE deposit_id = $1`,
      [input.depositId],
    );
    return BigInt(rows[0]!.required_minor);
  }
}
