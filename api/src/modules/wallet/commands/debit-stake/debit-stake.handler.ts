import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { VetoGuard } from '../../../../platform/events/index.js';
import { LedgerStore } from '../../../ledger/index.js';
import { keys } from '../../domain/idempotency-keys.js';
import { WalletCommandExecutor } from '../wallet-command-executor.js';
import type { WalletCommandResult } from '../wallet-command-result.js';
import { DebitStakeCommand } from './debit-stake.command.js';

/**
 * A stake passes the 'wallet.stake' veto point first (player protection: limits, time-outs, exclusion),
 * and a refusal comes back as a value ('vetoed', with the veto's message). With no veto registered the
 * check is a map lookup, so the stake's one-append path stays as it was. The check and the append run
 * through VetoGuard: where a veto counts the stakes themselves (a player's wager or loss limit), the
 * player's stakes are checked and appended one at a time, so two cannot both take the last room.
 */
@CommandHandler(DebitStakeCommand)
export class DebitStakeHandler implements ICommandHandler<DebitStakeCommand, WalletCommandResult> {
  constructor(
    @Inject(WalletCommandExecutor) private readonly executor: WalletCommandExecutor,
    @Inject(VetoGuard) private readonly vetoes: VetoGuard,
    @Inject(LedgerStore) private readonly ledger: LedgerStore,
  ) {}

  async execute({ input, context }: DebitStakeCommand): Promise<WalletCommandResult> {
    const debit = () => this.executor.execute({ kind: 'DebitStake', ...input }, context);
    const guarded = await this.vetoes.run(
      'wallet.stake',
      {
        playerId: input.playerId,
        amount: input.amount.toString(),
        provider: input.provider,
        ...(input.roundId ? { roundId: input.roundId } : {}),
      },
      debit,
      context.transaction,
    );
    if (guarded.ok) return guarded.value;
    // A provider's retry of a stake accepted before the refusal began gets its first answer, as any repeat
    // does: the veto guards new money moves, it does not unmake a bet already taken.
    if (!(await this.ledger.hasIdempotencyKey(keys.stake(input.provider, input.transactionId)))) {
      return { ok: false, error: 'vetoed', message: guarded.message };
    }
    return debit();
  }
}
