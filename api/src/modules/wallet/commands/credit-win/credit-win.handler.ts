import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WalletCommandExecutor } from '../wallet-command-executor.js';
import type { WalletCommandResult } from '../wallet-command-result.js';
import { CreditWinCommand } from './credit-win.command.js';

@CommandHandler(CreditWinCommand)
export class CreditWinHandler implements ICommandHandler<CreditWinCommand, WalletCommandResult> {
  constructor(@Inject(WalletCommandExecutor) private readonly executor: WalletCommandExecutor) {}

  execute({ input, context }: CreditWinCommand): Promise<WalletCommandResult> {
    return this.executor.execute({ kind: 'CreditWin', ...input }, context);
  }
}
