import { Command } from '@nestjs/cqrs';
import type { WalletCommandOf } from '../../domain/wallet-commands.js';
import type { WalletCommandContext, WalletCommandResult } from '../wallet-command-result.js';

/** The exchange's hold of one market moves by a signed change (main <-> exposure). Idempotent on the adjustment id; a rise main cannot cover is refused as a value (insufficient_funds). */
export class AdjustExposureCommand extends Command<WalletCommandResult> {
  constructor(
    readonly input: Omit<WalletCommandOf<'AdjustExposure'>, 'kind'>,
    readonly context: WalletCommandContext,
  ) {
    super();
  }
}
