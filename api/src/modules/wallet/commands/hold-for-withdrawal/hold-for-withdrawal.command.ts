import { Command } from '@nestjs/cqrs';
import type { WalletCommandOf } from '../../domain/wallet-commands.js';
import type { WalletCommandContext, WalletCommandResult } from '../wallet-command-result.js';

/** A requested withdrawal: player main -> player held, until paid out or released. */
export class HoldForWithdrawalCommand extends Command<WalletCommandResult> {
  constructor(
    readonly input: Omit<WalletCommandOf<'HoldForWithdrawal'>, 'kind'>,
    readonly context: WalletCommandContext,
  ) {
    super();
  }
}
