import { Command } from '@nestjs/cqrs';
import type { WalletCommandOf } from '../../domain/wallet-commands.js';
import type { WalletCommandContext, WalletCommandResult } from '../wallet-command-result.js';

/** The exchange settles one market for a player (exposure returned, result and commission as signed changes). Idempotent on settlement id + player. */
export class SettleExchangeMarketCommand extends Command<WalletCommandResult> {
  constructor(
    readonly input: Omit<WalletCommandOf<'SettleExchangeMarket'>, 'kind'>,
    readonly context: WalletCommandContext,
  ) {
    super();
  }
}
