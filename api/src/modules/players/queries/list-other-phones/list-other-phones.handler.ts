import type { OtherPhone } from '@khela/contracts';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PlayerPhonesRepository } from '../../persistence/player-phones.repository.js';
import { ListOtherPhonesQuery } from './list-other-phones.query.js';

@QueryHandler(ListOtherPhonesQuery)
export class ListOtherPhonesHandler implements IQueryHandler<ListOtherPhonesQuery, OtherPhone[]> {
  constructor(@Inject(PlayerPhonesRepository) private readonly phones: PlayerPhonesRepository) {}

  async execute({ playerId }: ListOtherPhonesQuery): Promise<OtherPhone[]> {
    return (await this.phones.list(playerId)).map((p) => ({ id: Number(p.id), contract_value: p.phone, isverify: p.verifiedAt ? 1 : 0 }));
  }
}
