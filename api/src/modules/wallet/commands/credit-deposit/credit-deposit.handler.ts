import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WalletCommandExecutor } from '../wallet-command-executor.js';
import type { WalletCommandResult } from '../wallet-command-result.js';
import { CreditDepositCommand } from './credit-deposit.command.js';

@CommandHandler(CreditDepositCommand)
export class CreditDepositHandler implements ICommandHandler<CreditDepositCommand, WalletCommandResult> {
  constructor(@Inject(WalletCommandExecutor) private readonly executor: WalletCommandExecutor) {}

  execute({ input, context }: CreditDepositCommand): Promise<WalletCommandResult> {
    return this.executor.execute({ kind: 'CreditDeposit', ...input }, context);
  }
}
