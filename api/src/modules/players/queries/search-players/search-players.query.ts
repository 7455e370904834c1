import type { StaffPlayerPage } from '@khela/contracts';
import { Query } from '@nestjs/cqrs';
import type { PlayerSortColumn } from '../../persistence/players.repository.js';

export interface PlayerSearchRequest {
  /** Username or e-mail prefix (case-insensitive), digits of a phone, or a remote id; empty lists everyone. */
  text: string;
  /** Only players carrying this staff tag (any case; issue 22). */
  tag?: string;
  sort?: { column: PlayerSortColumn; descending: boolean };
  page: number;
  perPage: number;
}

/** The back-office player search, newest first, one page at a time. */
export class SearchPlayersQuery extends Query<StaffPlayerPage> {
  constructor(readonly request: PlayerSearchRequest) {
    super();
  }
}
