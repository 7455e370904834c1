import { Command } from '@nestjs/cqrs';
import type { WalletCommandOf } from '../../domain/wallet-commands.js';
import type { WalletCommandContext, WalletCommandResult } from '../wallet-command-result.js';

/** A paid withdrawal: player held -> channel. */
export class PayOutHeldCommand extends Command<WalletCommandResult> {
  constructor(
    readonly input: Omit<WalletCommandOf<'PayOutHeld'>, 'kind'>,
    readonly context: WalletCommandContext,
  ) {
    super();
  }
}
