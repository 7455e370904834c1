import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WalletCommandExecutor } from '../wallet-command-executor.js';
import type { WalletCommandResult } from '../wallet-command-result.js';
import { CollectExchangeShortfallCommand } from './collect-exchange-shortfall.command.js';

@CommandHandler(CollectExchangeShortfallCommand)
export class CollectExchangeShortfallHandler implements ICommandHandler<CollectExchangeShortfallCommand, WalletCommandResult> {
  constructor(@Inject(WalletCommandExecutor) private readonly executor: WalletCommandExecutor) {}

  execute({ input, context }: CollectExchangeShortfallCommand): Promise<WalletCommandResult> {
    return this.executor.execute({ kind: 'CollectExchangeShortfall', ...input }, context);
  }
}
