import { Command } from '@nestjs/cqrs';
import type { WalletCommandOf } from '../../domain/wallet-commands.js';
import type { WalletCommandContext, WalletCommandResult } from '../wallet-command-result.js';

/** Opens a wallet in the currency chosen at sign-up: the four player accounts and a WalletOpened event. */
export class OpenWalletCommand extends Command<WalletCommandResult> {
  constructor(
    readonly input: Omit<WalletCommandOf<'OpenWallet'>, 'kind'>,
    readonly context: WalletCommandContext,
  ) {
    super();
  }
}
