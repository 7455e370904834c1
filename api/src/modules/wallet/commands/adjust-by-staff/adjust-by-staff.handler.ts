import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WalletCommandExecutor } from '../wallet-command-executor.js';
import type { WalletCommandResult } from '../wallet-command-result.js';
import { AdjustByStaffCommand } from './adjust-by-staff.command.js';

@CommandHandler(AdjustByStaffCommand)
export class AdjustByStaffHandler implements ICommandHandler<AdjustByStaffCommand, WalletCommandResult> {
  constructor(@Inject(WalletCommandExecutor) private readonly executor: WalletCommandExecutor) {}

  execute({ input, context }: AdjustByStaffCommand): Promise<WalletCommandResult> {
    return this.executor.execute({ kind: 'AdjustByStaff', ...input }, context);
  }
}
