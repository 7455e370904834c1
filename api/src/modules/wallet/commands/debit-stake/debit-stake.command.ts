import { Command } from '@nestjs/cqrs';
import type { WalletCommandOf } from '../../domain/wallet-commands.js';
import type { WalletCommandContext, WalletCommandResult } from '../wallet-command-result.js';

/**
 * A bet: player main -> provider, main first, then bonus for what main cannot cover (see `debitStake`
 * in the decider). Idempotent on the provider transaction id.
 */
export class DebitStakeCommand extends Command<WalletCommandResult> {
  constructor(
    readonly input: Omit<WalletCommandOf<'DebitStake'>, 'kind'>,
    readonly context: WalletCommandContext,
  ) {
    super();
  }
}
