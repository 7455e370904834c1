import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WalletCommandExecutor } from '../wallet-command-executor.js';
import type { WalletCommandResult } from '../wallet-command-result.js';
import { ReleaseHoldCommand } from './release-hold.command.js';

@CommandHandler(ReleaseHoldCommand)
export class ReleaseHoldHandler implements ICommandHandler<ReleaseHoldCommand, WalletCommandResult> {
  constructor(@Inject(WalletCommandExecutor) private readonly executor: WalletCommandExecutor) {}

  execute({ input, context }: ReleaseHoldCommand): Promise<WalletCommandResult> {
    return this.executor.execute({ kind: 'ReleaseHold', ...input }, context);
  }
}
