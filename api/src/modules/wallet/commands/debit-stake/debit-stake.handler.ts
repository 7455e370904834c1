import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WalletCommandExecutor } from '../wallet-command-executor.js';
import type { WalletCommandResult } from '../wallet-command-result.js';
import { DebitStakeCommand } from './debit-stake.command.js';

@CommandHandler(DebitStakeCommand)
export class DebitStakeHandler implements ICommandHandler<DebitStakeCommand, WalletCommandResult> {
  constructor(@Inject(WalletCommandExecutor) private readonly executor: WalletCommandExecutor) {}

  execute({ input, context }: DebitStakeCommand): Promise<WalletCommandResult> {
    return this.executor.execute({ kind: 'DebitStake', ...input }, context);
  }
}
