import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { ChatConversationSummary } from '@khela/contracts';
import { VipLevelsOfPlayersQuery } from '../../vip/index.js';
import { presentConversation, type ConversationRow } from '../persistence/chat-rows.js';

/**
 * Conversations as the agent console shows them: the row's summary with the player's VIP level now, asked of
 * the VIP module for the whole queue at once (one read of its accounts, its levels from memory), so agents see
 * who is a high-value player before they answer (issue 20).
 */
@Injectable()
export class ConversationSummaries {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  async present(rows: readonly ConversationRow[]): Promise<ChatConversationSummary[]> {
    const levels = await this.queries.execute(new VipLevelsOfPlayersQuery(rows.map((r) => r.player_id)));
    return rows.map((r) => ({ ...presentConversation(r), vip_level: levels.get(r.player_id) ?? null }));
  }

  async presentOne(row: ConversationRow): Promise<ChatConversationSummary> {
    return (await this.present([row]))[0]!;
  }
}
