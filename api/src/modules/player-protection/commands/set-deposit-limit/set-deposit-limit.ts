import { parseMoney, type DepositLimitChangeAnswer } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { Clock } from '../../../../platform/clock/clock.js';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { inTransaction } from '../../../../platform/database/transaction.js';
import { isLimitPeriod, requestChange, type LimitKind } from '../../domain/deposit-limits.js';
import { accepted, refused, type Outcome } from '../../domain/outcome.js';
import { changeMessage, protectionMessages } from '../../domain/protection-messages.js';
import { pendingMessage } from '../../domain/rule-messages.js';
import { ProtectionRulesRepository } from '../../persistence/protection-rules.repository.js';
import { DepositLimitsRepository } from '../../persistence/deposit-limits.repository.js';
import { DepositLimitsView } from '../../queries/deposit-limits-view.js';

/** PUT /api/responsible-gaming/deposit-limits body. */
export interface SetDepositLimitInput {
  /** day, week or month. */
  period?: unknown;
  /** The limit as a decimal string or number; null, empty or absent asks for no limit. */
  limit?: unknown;
}

/** Reads a limit: null for none, minor units above zero, or 'invalid'. */
export function readLimit(value: unknown): bigint | null | 'invalid' {
  if (value === undefined || value === null || value === '') return null;
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : undefined;
  const minor = text === undefined ? null : parseMoney(text);
  return minor === null || minor <= 0n ? 'invalid' : minor;
}

/**
 * The player sets one period's limit of a kind (deposit, wager or loss; the same rules for each). A decrease (or a first limit) applies at once; an
 * increase or removal is stored as pending, confirmable after the cooling-off (domain/deposit-limits.ts).
 * The change and its history row commit together, under a per-player lock.
 */
@Injectable()
export class SetDepositLimit {
  constructor(
    @Inject(DepositLimitsRepository) private readonly limits: DepositLimitsRepository,
    @Inject(DepositLimitsView) private readonly view: DepositLimitsView,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(ProtectionRulesRepository) private readonly rules: ProtectionRulesRepository,
  ) {}

  async execute(playerId: string, input: SetDepositLimitInput, kind: LimitKind = 'deposit'): Promise<Outcome<DepositLimitChangeAnswer>> {
    if (!isLimitPeriod(input.period)) return refused(400, protectionMessages.period);
    const period = input.period;
    const requested = readLimit(input.limit);
    if (requested === 'invalid') return refused(400, protectionMessages.amount);
    const { limitCoolingOffHours } = await this.rules.rules();
    const now = this.clock.now();
    const outcome = await inTransaction(this.pool, async (db) => {
      await this.limits.lockPlayer(playerId, db);
      const before = (await this.limits.read(playerId, kind, db, true))[period];
      const change = requestChange(before, requested, now, limitCoolingOffHours * 3_600_000);
      await this.limits.save(playerId, kind, period, before, change.limit, change.outcome, now, db);
      return change.outcome;
    });
    const message = outcome === 'pending' ? pendingMessage(limitCoolingOffHours) : changeMessage[outcome];
    return accepted({ outcome, message, ...(await this.view.read(playerId, kind)) });
  }
}
