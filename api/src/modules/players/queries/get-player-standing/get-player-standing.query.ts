import { Query } from '@nestjs/cqrs';

/** Who a player is and whether they may play: what game launches and the game providers' wallet calls check. */
export interface PlayerStanding {
  id: string;
  username: string;
  currency: 'BDT' | 'INR' | 'PKR';
  language: 'en' | 'bn';
  status: 'active' | 'locked';
}

/** A player's standing (undefined when there is no such player). One indexed read, no wallet. */
export class GetPlayerStandingQuery extends Query<PlayerStanding | undefined> {
  constructor(readonly playerId: string) {
    super();
  }
}
