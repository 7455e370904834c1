import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WalletCommandExecutor } from '../wallet-command-executor.js';
import type { WalletCommandResult } from '../wallet-command-result.js';
import { ReleaseExposureCommand } from './release-exposure.command.js';

@CommandHandler(ReleaseExposureCommand)
export class ReleaseExposureHandler implements ICommandHandler<ReleaseExposureCommand, WalletCommandResult> {
  constructor(@Inject(WalletCommandExecutor) private readonly executor: WalletCommandExecutor) {}

  execute({ input, context }: ReleaseExposureCommand): Promise<WalletCommandResult> {
    return this.executor.execute({ kind: 'ReleaseExposure', ...input }, context);
  }
}
