import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WalletCommandExecutor } from '../wallet-command-executor.js';
import type { WalletCommandResult } from '../wallet-command-result.js';
import { MoveCashRewardToMainCommand } from './move-cash-reward-to-main.command.js';

@CommandHandler(MoveCashRewardToMainCommand)
export class MoveCashRewardToMainHandler implements ICommandHandler<MoveCashRewardToMainCommand, WalletCommandResult> {
  constructor(@Inject(WalletCommandExecutor) private readonly executor: WalletCommandExecutor) {}

  execute({ input, context }: MoveCashRewardToMainCommand): Promise<WalletCommandResult> {
    return this.executor.execute({ kind: 'MoveCashRewardToMain', ...input }, context);
  }
}
