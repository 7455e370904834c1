import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WalletCommandExecutor } from '../wallet-command-executor.js';
import { AdjustExposuresCommand, type AdjustExposuresResult } from './adjust-exposures.command.js';

@CommandHandler(AdjustExposuresCommand)
export class AdjustExposuresHandler implements ICommandHandler<AdjustExposuresCommand, AdjustExposuresResult> {
  constructor(@Inject(WalletCommandExecutor) private readonly executor: WalletCommandExecutor) {}

  execute({ moves, context }: AdjustExposuresCommand): Promise<AdjustExposuresResult> {
    return this.executor.executeAllIn(
      moves.map((move) => ({ kind: 'AdjustExposure' as const, ...move })),
      context,
    );
  }
}
