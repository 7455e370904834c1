import type { PlayerAccountKind, StatementPage } from '@khela/contracts';
import { Query } from '@nestjs/cqrs';

export interface StatementRequest {
  playerId: string;
  account: PlayerAccountKind;
  page: number;
  perPage: number;
  type?: string;
  from?: Date;
  to?: Date;
}

/** One page of a player account's statement, newest first (undefined when no wallet was opened). */
export class GetStatementQuery extends Query<StatementPage | undefined> {
  constructor(readonly request: StatementRequest) {
    super();
  }
}
