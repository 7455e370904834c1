import { Command } from '@nestjs/cqrs';
import type { WalletCommandOf } from '../../domain/wallet-commands.js';
import type { WalletCommandContext, WalletCommandResult } from '../wallet-command-result.js';

/** A staff correction with a required reason: house cash <-> player main. */
export class AdjustByStaffCommand extends Command<WalletCommandResult> {
  constructor(
    readonly input: Omit<WalletCommandOf<'AdjustByStaff'>, 'kind'>,
    readonly context: WalletCommandContext,
  ) {
    super();
  }
}
