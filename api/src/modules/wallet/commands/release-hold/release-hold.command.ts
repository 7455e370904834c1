import { Command } from '@nestjs/cqrs';
import type { WalletCommandOf } from '../../domain/wallet-commands.js';
import type { WalletCommandContext, WalletCommandResult } from '../wallet-command-result.js';

/** A rejected or cancelled withdrawal: player held -> player main. */
export class ReleaseHoldCommand extends Command<WalletCommandResult> {
  constructor(
    readonly input: Omit<WalletCommandOf<'ReleaseHold'>, 'kind'>,
    readonly context: WalletCommandContext,
  ) {
    super();
  }
}
