import type { OutboxPage } from '@khela/contracts';
import { Query } from '@nestjs/cqrs';
import type { OutboxSortColumn } from '../../persistence/outbox.repository.js';

export type { OutboxPage };

export interface OutboxRequest {
  page?: number;
  perPage?: number;
  channel?: 'email' | 'sms';
  status?: 'queued' | 'sent' | 'failed' | 'logged';
  /** Part of an address or number. */
  recipient?: string;
  playerId?: string;
  sort?: { column: OutboxSortColumn; descending: boolean };
}

/** Every e-mail and SMS sent to players, newest first: the back-office Outbox page reads this. */
export class ListOutboxQuery extends Query<OutboxPage> {
  constructor(readonly request: OutboxRequest = {}) {
    super();
  }
}
