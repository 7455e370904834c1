import { Query } from '@nestjs/cqrs';

/** How many player accounts are locked (the back-office dashboard, issue 22). */
export class CountLockedPlayersQuery extends Query<number> {}
