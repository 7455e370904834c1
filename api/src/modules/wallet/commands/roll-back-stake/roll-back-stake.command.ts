import { Command } from '@nestjs/cqrs';
import type { WalletCommandOf } from '../../domain/wallet-commands.js';
import type { WalletCommandContext, WalletCommandResult } from '../wallet-command-result.js';

/** A cancelled bet: provider -> player main (and bonus, for the part staked from bonus), at most once per original stake. */
export class RollBackStakeCommand extends Command<WalletCommandResult> {
  constructor(
    readonly input: Omit<WalletCommandOf<'RollBackStake'>, 'kind'>,
    readonly context: WalletCommandContext,
  ) {
    super();
  }
}
