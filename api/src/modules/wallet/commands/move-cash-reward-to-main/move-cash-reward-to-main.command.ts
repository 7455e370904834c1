import { Command } from '@nestjs/cqrs';
import type { WalletCommandOf } from '../../domain/wallet-commands.js';
import type { WalletCommandContext, WalletCommandResult } from '../wallet-command-result.js';

/** A claimed cash reward: player cash rewards -> player main. */
export class MoveCashRewardToMainCommand extends Command<WalletCommandResult> {
  constructor(
    readonly input: Omit<WalletCommandOf<'MoveCashRewardToMain'>, 'kind'>,
    readonly context: WalletCommandContext,
  ) {
    super();
  }
}
