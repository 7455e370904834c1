import type { StaffPlayerPage } from '@khela/contracts';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PlayersRepository } from '../../persistence/players.repository.js';
import { SearchPlayersQuery } from './search-players.query.js';

@QueryHandler(SearchPlayersQuery)
export class SearchPlayersHandler implements IQueryHandler<SearchPlayersQuery, StaffPlayerPage> {
  constructor(@Inject(PlayersRepository) private readonly players: PlayersRepository) {}

  async execute({ request }: SearchPlayersQuery): Promise<StaffPlayerPage> {
    const { rows, total } = await this.players.search(request);
    return {
      data: rows.map((p) => ({
        id: p.id,
        username: p.username,
        name: p.name,
        phone: p.phone,
        email: p.email,
        status: p.status,
        phone_verified: p.phoneVerifiedAt !== null,
        email_verified: p.emailVerifiedAt !== null,
        currency: p.currency,
        created_at: p.createdAt.toISOString(),
      })),
      page: request.page,
      per_page: request.perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / request.perPage)),
    };
  }
}
