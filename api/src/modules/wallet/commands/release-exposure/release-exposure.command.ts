import { Command } from '@nestjs/cqrs';
import type { WalletCommandOf } from '../../domain/wallet-commands.js';
import type { WalletCommandContext, WalletCommandResult } from '../wallet-command-result.js';

/** The lay bet won, was voided or cancelled: player exposure -> player main, the whole reservation, at most once. */
export class ReleaseExposureCommand extends Command<WalletCommandResult> {
  constructor(
    readonly input: Omit<WalletCommandOf<'ReleaseExposure'>, 'kind'>,
    readonly context: WalletCommandContext,
  ) {
    super();
  }
}
