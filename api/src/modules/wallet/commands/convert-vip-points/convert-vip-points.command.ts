import { Command } from '@nestjs/cqrs';
import type { WalletCommandOf } from '../../domain/wallet-commands.js';
import type { WalletCommandContext, WalletCommandResult } from '../wallet-command-result.js';

/** VIP points converted to cash: house bonus expense -> player main. */
export class ConvertVipPointsCommand extends Command<WalletCommandResult> {
  constructor(
    readonly input: Omit<WalletCommandOf<'ConvertVipPoints'>, 'kind'>,
    readonly context: WalletCommandContext,
  ) {
    super();
  }
}
