import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PlayersRepository } from '../../persistence/players.repository.js';
import { GetPlayerStandingQuery, type PlayerStanding } from './get-player-standing.query.js';

@QueryHandler(GetPlayerStandingQuery)
export class GetPlayerStandingHandler implements IQueryHandler<GetPlayerStandingQuery, PlayerStanding | undefined> {
  constructor(@Inject(PlayersRepository) private readonly players: PlayersRepository) {}

  async execute({ playerId }: GetPlayerStandingQuery): Promise<PlayerStanding | undefined> {
    const player = await this.players.findById(playerId);
    if (!player) return undefined;
    return { id: player.id, username: player.username, currency: player.currency, language: player.language, status: player.status };
  }
}
