import { Command } from '@nestjs/cqrs';
import type { WalletCommandOf } from '../../domain/wallet-commands.js';
import type { WalletCommandContext, WalletCommandResult } from '../wallet-command-result.js';

/** The lay bet lost: player exposure -> provider (the exchange's house account), the whole reservation, at most once, never after a release. */
export class SettleExposureCommand extends Command<WalletCommandResult> {
  constructor(
    readonly input: Omit<WalletCommandOf<'SettleExposure'>, 'kind'>,
    readonly context: WalletCommandContext,
  ) {
    super();
  }
}
