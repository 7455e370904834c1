import { Command } from '@nestjs/cqrs';

export interface TurnoverRequirementInput {
  depositId: string;
  playerId: string;
  depositMinor: bigint;
  bonusMinor: bigint;
  /** The promotion the deposit was made under, or null for a regular deposit. */
  promotion: { id: number; name: string; turnoverMultiplier: number } | null;
}

/**
 * Records what a deposit will require before it is credited; the ticket opens when the ledger's
 * DepositCredited event reaches the turnover projection. Idempotent by deposit id. Answers the
 * required turnover in minor units.
 */
export class RegisterTurnoverRequirementCommand extends Command<bigint> {
  constructor(readonly input: TurnoverRequirementInput) {
    super();
  }
}
