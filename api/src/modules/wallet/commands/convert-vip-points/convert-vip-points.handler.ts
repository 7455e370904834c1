import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WalletCommandExecutor } from '../wallet-command-executor.js';
import type { WalletCommandResult } from '../wallet-command-result.js';
import { ConvertVipPointsCommand } from './convert-vip-points.command.js';

@CommandHandler(ConvertVipPointsCommand)
export class ConvertVipPointsHandler implements ICommandHandler<ConvertVipPointsCommand, WalletCommandResult> {
  constructor(@Inject(WalletCommandExecutor) private readonly executor: WalletCommandExecutor) {}

  execute({ input, context }: ConvertVipPointsCommand): Promise<WalletCommandResult> {
    return this.executor.execute({ kind: 'ConvertVipPoints', ...input }, context);
  }
}
