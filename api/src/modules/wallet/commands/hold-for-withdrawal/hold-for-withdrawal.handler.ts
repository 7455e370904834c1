import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WalletCommandExecutor } from '../wallet-command-executor.js';
import type { WalletCommandResult } from '../wallet-command-result.js';
import { HoldForWithdrawalCommand } from './hold-for-withdrawal.command.js';

@CommandHandler(HoldForWithdrawalCommand)
export class HoldForWithdrawalHandler implements ICommandHandler<HoldForWithdrawalCommand, WalletCommandResult> {
  constructor(@Inject(WalletCommandExecutor) private readonly executor: WalletCommandExecutor) {}

  execute({ input, context }: HoldForWithdrawalCommand): Promise<WalletCommandResult> {
    return this.executor.execute({ kind: 'HoldForWithdrawal', ...input }, context);
  }
}
