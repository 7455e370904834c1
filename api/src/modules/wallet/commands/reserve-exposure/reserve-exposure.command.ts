import { Command } from '@nestjs/cqrs';
import type { WalletCommandOf } from '../../domain/wallet-commands.js';
import type { WalletCommandContext, WalletCommandResult } from '../wallet-command-result.js';

/** A lay bet's liability: player main -> player exposure, until the bet settles. Idempotent on the reservation (bet) id; refused as a value when main is short. */
export class ReserveExposureCommand extends Command<WalletCommandResult> {
  constructor(
    readonly input: Omit<WalletCommandOf<'ReserveExposure'>, 'kind'>,
    readonly context: WalletCommandContext,
  ) {
    super();
  }
}
