import { Command } from '@nestjs/cqrs';
import type { WalletCommandOf } from '../../domain/wallet-commands.js';
import type { WalletCommandContext, WalletCommandResult } from '../wallet-command-result.js';

/** An approved deposit: channel -> player main. */
export class CreditDepositCommand extends Command<WalletCommandResult> {
  constructor(
    readonly input: Omit<WalletCommandOf<'CreditDeposit'>, 'kind'>,
    readonly context: WalletCommandContext,
  ) {
    super();
  }
}
