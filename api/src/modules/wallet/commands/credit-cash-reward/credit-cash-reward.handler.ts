import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WalletCommandExecutor } from '../wallet-command-executor.js';
import type { WalletCommandResult } from '../wallet-command-result.js';
import { CreditCashRewardCommand } from './credit-cash-reward.command.js';

@CommandHandler(CreditCashRewardCommand)
export class CreditCashRewardHandler implements ICommandHandler<CreditCashRewardCommand, WalletCommandResult> {
  constructor(@Inject(WalletCommandExecutor) private readonly executor: WalletCommandExecutor) {}

  execute({ input, context }: CreditCashRewardCommand): Promise<WalletCommandResult> {
    return this.executor.execute({ kind: 'CreditCashReward', ...input }, context);
  }
}
