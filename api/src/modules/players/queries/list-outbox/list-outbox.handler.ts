import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { isMessageKind, maskCodes } from '../../domain/outbound-messages.js';
import { OutboxRepository } from '../../persistence/outbox.repository.js';
import { ListOutboxQuery, type OutboxPage } from './list-outbox.query.js';

/** The Outbox page for staff: every message, never a one-time code (see `PlayerMessenger`). */
@QueryHandler(ListOutboxQuery)
export class ListOutboxHandler implements IQueryHandler<ListOutboxQuery, OutboxPage> {
  constructor(@Inject(OutboxRepository) private readonly outbox: OutboxRepository) {}

  async execute({ request }: ListOutboxQuery): Promise<OutboxPage> {
    const page = Math.max(1, Math.floor(request.page ?? 1));
    const perPage = Math.min(200, Math.max(1, Math.floor(request.perPage ?? 20)));
    const { data, total } = await this.outbox.list({
      page,
      perPage,
      ...(request.channel ? { channel: request.channel } : {}),
      ...(request.status ? { status: request.status } : {}),
      ...(request.sort ? { sort: request.sort } : {}),
      ...(request.recipient ? { recipient: request.recipient } : {}),
      ...(request.playerId && /^\d{1,18}$/.test(request.playerId) ? { playerId: request.playerId } : {}),
    });
    return {
      data: data.map((m) => ({
        id: m.id,
        player_id: m.playerId,
        channel: m.channel,
        recipient: m.recipient,
        purpose: m.purpose,
        language: m.language,
        subject: m.subject,
        // stored masked already (the real code never reaches this table); masked again for rows of older releases
        body: isMessageKind(m.purpose) ? maskCodes(m.body) : m.body,
        status: m.status,
        attempts: m.attempts,
        error: m.error,
        created_at: m.createdAt.toISOString(),
        sent_at: m.sentAt?.toISOString() ?? null,
      })),
      page,
      per_page: perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / perPage)),
    };
  }
}
