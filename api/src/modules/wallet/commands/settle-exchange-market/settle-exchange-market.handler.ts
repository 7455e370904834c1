import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WalletCommandExecutor } from '../wallet-command-executor.js';
import type { WalletCommandResult } from '../wallet-command-result.js';
import { SettleExchangeMarketCommand } from './settle-exchange-market.command.js';

@CommandHandler(SettleExchangeMarketCommand)
export class SettleExchangeMarketHandler implements ICommandHandler<SettleExchangeMarketCommand, WalletCommandResult> {
  constructor(@Inject(WalletCommandExecutor) private readonly executor: WalletCommandExecutor) {}

  execute({ input, context }: SettleExchangeMarketCommand): Promise<WalletCommandResult> {
    return this.executor.execute({ kind: 'SettleExchangeMarket', ...input }, context);
  }
}
