import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WalletCommandExecutor } from '../wallet-command-executor.js';
import type { WalletCommandResult } from '../wallet-command-result.js';
import { PayOutHeldCommand } from './pay-out-held.command.js';

@CommandHandler(PayOutHeldCommand)
export class PayOutHeldHandler implements ICommandHandler<PayOutHeldCommand, WalletCommandResult> {
  constructor(@Inject(WalletCommandExecutor) private readonly executor: WalletCommandExecutor) {}

  execute({ input, context }: PayOutHeldCommand): Promise<WalletCommandResult> {
    return this.executor.execute({ kind: 'PayOutHeld', ...input }, context);
  }
}
