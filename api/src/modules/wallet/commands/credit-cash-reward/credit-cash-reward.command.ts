import { Command } from '@nestjs/cqrs';
import type { WalletCommandOf } from '../../domain/wallet-commands.js';
import type { WalletCommandContext, WalletCommandResult } from '../wallet-command-result.js';

/** A cash reward earned (referral, cashback): house bonus expense -> player cash rewards. */
export class CreditCashRewardCommand extends Command<WalletCommandResult> {
  constructor(
    readonly input: Omit<WalletCommandOf<'CreditCashReward'>, 'kind'>,
    readonly context: WalletCommandContext,
  ) {
    super();
  }
}
