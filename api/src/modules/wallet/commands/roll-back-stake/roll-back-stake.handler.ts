import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WalletCommandExecutor } from '../wallet-command-executor.js';
import type { WalletCommandResult } from '../wallet-command-result.js';
import { RollBackStakeCommand } from './roll-back-stake.command.js';

@CommandHandler(RollBackStakeCommand)
export class RollBackStakeHandler implements ICommandHandler<RollBackStakeCommand, WalletCommandResult> {
  constructor(@Inject(WalletCommandExecutor) private readonly executor: WalletCommandExecutor) {}

  execute({ input, context }: RollBackStakeCommand): Promise<WalletCommandResult> {
    return this.executor.execute({ kind: 'RollBackStake', ...input }, context);
  }
}
