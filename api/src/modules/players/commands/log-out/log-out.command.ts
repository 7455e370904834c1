import { Command } from '@nestjs/cqrs';

/** Ends one session (POST /api/logout). */
export class LogOutCommand extends Command<void> {
  constructor(readonly sessionId: string) {
    super();
  }
}
