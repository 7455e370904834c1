import { Command } from '@nestjs/cqrs';
import type { WalletCommandOf } from '../../domain/wallet-commands.js';
import type { WalletCommandContext, WalletCommandResult } from '../wallet-command-result.js';

/** A promotion bonus: house bonus expense -> player bonus (or main). */
export class GrantBonusCommand extends Command<WalletCommandResult> {
  constructor(
    readonly input: Omit<WalletCommandOf<'GrantBonus'>, 'kind'>,
    readonly context: WalletCommandContext,
  ) {
    super();
  }
}
