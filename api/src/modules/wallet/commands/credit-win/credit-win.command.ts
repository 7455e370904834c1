import { Command } from '@nestjs/cqrs';
import type { WalletCommandOf } from '../../domain/wallet-commands.js';
import type { WalletCommandContext, WalletCommandResult } from '../wallet-command-result.js';

/** A win: provider -> player main. Idempotent on the provider transaction id. */
export class CreditWinCommand extends Command<WalletCommandResult> {
  constructor(
    readonly input: Omit<WalletCommandOf<'CreditWin'>, 'kind'>,
    readonly context: WalletCommandContext,
  ) {
    super();
  }
}
