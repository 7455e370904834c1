import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WalletCommandExecutor } from '../wallet-command-executor.js';
import type { WalletCommandResult } from '../wallet-command-result.js';
import { AdjustExposureCommand } from './adjust-exposure.command.js';

@CommandHandler(AdjustExposureCommand)
export class AdjustExposureHandler implements ICommandHandler<AdjustExposureCommand, WalletCommandResult> {
  constructor(@Inject(WalletCommandExecutor) private readonly executor: WalletCommandExecutor) {}

  execute({ input, context }: AdjustExposureCommand): Promise<WalletCommandResult> {
    return this.executor.execute({ kind: 'AdjustExposure', ...input }, context);
  }
}
