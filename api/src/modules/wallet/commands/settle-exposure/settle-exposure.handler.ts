import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WalletCommandExecutor } from '../wallet-command-executor.js';
import type { WalletCommandResult } from '../wallet-command-result.js';
import { SettleExposureCommand } from './settle-exposure.command.js';

@CommandHandler(SettleExposureCommand)
export class SettleExposureHandler implements ICommandHandler<SettleExposureCommand, WalletCommandResult> {
  constructor(@Inject(WalletCommandExecutor) private readonly executor: WalletCommandExecutor) {}

  execute({ input, context }: SettleExposureCommand): Promise<WalletCommandResult> {
    return this.executor.execute({ kind: 'SettleExposure', ...input }, context);
  }
}
