import type { OutboxEntry } from '@khela/contracts';
import { Query } from '@nestjs/cqrs';

export interface OutboxPage {
  data: OutboxEntry[];
  page: number;
  per_page: number;
  total: number;
  last_page: number;
}

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
