import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import type { AppConfig } from '../../../../platform/config/load-config.js';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { registerRequirement } from '../../persistence/turnover-requirements.js';
import { RegisterTurnoverRequirementCommand } from './register-turnover-requirement.command.js';

/** Deposits register theirs through RegisterTurnoverReactor (events/); the command stays for tools and tests. */
@CommandHandler(RegisterTurnoverRequirementCommand)
export class RegisterTurnoverRequirementHandler implements ICommandHandler<RegisterTurnoverRequirementCommand, bigint> {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DB_POOL) private readonly pool: Pool,
  ) {}

  execute({ input }: RegisterTurnoverRequirementCommand): Promise<bigint> {
    return registerRequirement(this.pool, input, this.config.REGULAR_TURNOVER_MULTIPLIER);
  }
}
