import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WalletCommandExecutor } from '../wallet-command-executor.js';
import type { WalletCommandResult } from '../wallet-command-result.js';
import { ReserveExposureCommand } from './reserve-exposure.command.js';

@CommandHandler(ReserveExposureCommand)
export class ReserveExposureHandler implements ICommandHandler<ReserveExposureCommand, WalletCommandResult> {
  constructor(@Inject(WalletCommandExecutor) private readonly executor: WalletCommandExecutor) {}

  execute({ input, context }: ReserveExposureCommand): Promise<WalletCommandResult> {
    return this.executor.execute({ kind: 'ReserveExposure', ...input }, context);
  }
}
