import { Command } from '@nestjs/cqrs';
import type { WalletCommandOf } from '../../domain/wallet-commands.js';
import type { WalletCommandContext, WalletCommandResult } from '../wallet-command-result.js';

/** The exchange collects (part of) an unpaid resettlement from main into its receivable. Idempotent on the collection id. */
export class CollectExchangeShortfallCommand extends Command<WalletCommandResult> {
  constructor(
    readonly input: Omit<WalletCommandOf<'CollectExchangeShortfall'>, 'kind'>,
    readonly context: WalletCommandContext,
  ) {
    super();
  }
}
