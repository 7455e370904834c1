import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WalletCommandExecutor } from '../wallet-command-executor.js';
import type { WalletCommandResult } from '../wallet-command-result.js';
import { GrantBonusCommand } from './grant-bonus.command.js';

@CommandHandler(GrantBonusCommand)
export class GrantBonusHandler implements ICommandHandler<GrantBonusCommand, WalletCommandResult> {
  constructor(@Inject(WalletCommandExecutor) private readonly executor: WalletCommandExecutor) {}

  execute({ input, context }: GrantBonusCommand): Promise<WalletCommandResult> {
    return this.executor.execute({ kind: 'GrantBonus', ...input }, context);
  }
}
