import type { OutboxPage } from '@khela/contracts';
import { Query } from '@nestjs/cqrs';

export type { OutboxPage };

export interface OutboxRequest {
  page?: number;
  perPage?: number;
  channel?: 'email' | 'sms';
  status?: 'queued' | 'sent' | 'failed' | 'logged';
  /** Part of an address or number. */
  recipient?: string;
  playerId?: string;
}

/** Every e-mail and SMS sent to players, newest first: the back-office Outbox page reads this. */
export class ListOutboxQuery extends Query<OutboxPage> {
  constructor(readonly request: OutboxRequest = {}) {
    super();
  }
}
