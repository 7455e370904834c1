import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WalletCommandExecutor } from '../wallet-command-executor.js';
import type { WalletCommandResult } from '../wallet-command-result.js';
import { OpenWalletCommand } from './open-wallet.command.js';

@CommandHandler(OpenWalletCommand)
export class OpenWalletHandler implements ICommandHandler<OpenWalletCommand, WalletCommandResult> {
  constructor(@Inject(WalletCommandExecutor) private readonly executor: WalletCommandExecutor) {}

  execute({ input, context }: OpenWalletCommand): Promise<WalletCommandResult> {
    return this.executor.execute({ kind: 'OpenWallet', ...input }, context);
  }
}
