import { Command } from '@nestjs/cqrs';
import type { JoinedTransaction } from '../../../../platform/database/transaction.js';
import type { WalletCommandOf } from '../../domain/wallet-commands.js';
import type { WalletCommandContext, WalletCommandResult } from '../wallet-command-result.js';

/** What `AdjustExposuresCommand` answers: every move made, or the first one refused (then none is). */
export type AdjustExposuresResult =
  { ok: true; results: WalletCommandResult[] } | { ok: false; item: number; result: WalletCommandResult & { ok: false } };

/**
 * Several players' exposure holds of one market moved at once, inside the caller's transaction, as ONE ledger
 * append call (`ledger_append_batch` with an item per player): each move is an `AdjustExposure` as it would be
 * alone (the same decision, event, postings and idempotency key), only the round trip is shared. All or none:
 * a move refused (main short of a rise) refuses them all, naming which.
 */
export class AdjustExposuresCommand extends Command<AdjustExposuresResult> {
  constructor(
    readonly moves: readonly Omit<WalletCommandOf<'AdjustExposure'>, 'kind'>[],
    readonly context: WalletCommandContext & { transaction: JoinedTransaction },
  ) {
    super();
  }
}
