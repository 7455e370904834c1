import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SessionStore } from '../../../auth/index.js';
import { LogOutCommand } from './log-out.command.js';

@CommandHandler(LogOutCommand)
export class LogOutHandler implements ICommandHandler<LogOutCommand, void> {
  constructor(@Inject(SessionStore) private readonly sessions: SessionStore) {}

  async execute({ sessionId }: LogOutCommand): Promise<void> {
    await this.sessions.revoke(sessionId);
  }
}
