import { Query } from '@nestjs/cqrs';

/**
 * Who is at one of some VIP levels, in the shorter of two forms, so a caller can write its own audience in one
 * statement (`= ANY` / `<> ALL` of the ids) without reading the VIP tables: `only` these players, or
 * everybody `except` these (when the lowest level is asked for: it holds every player who never earned a
 * point, who have no VIP account to list). Unknown codes match nobody.
 */
export type VipLevelMembers = { kind: 'only'; playerIds: string[] } | { kind: 'except'; playerIds: string[] };

export class PlayersAtVipLevelsQuery extends Query<VipLevelMembers> {
  constructor(readonly levelCodes: readonly string[]) {
    super();
  }
}
