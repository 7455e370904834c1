import type { StaffPlayerPage } from '@khela/contracts';
import { Query } from '@nestjs/cqrs';

export interface PlayerSearchRequest {
  /** Username or e-mail prefix (case-insensitive), digits of a phone, or a remote id; empty lists everyone. */
  text: string;
  /** Only players carrying this staff tag (any case; issue 22). */
  tag?: string;
  page: number;
  perPage: number;
}

/** The back-office player search, newest first, one page at a time. */
export class SearchPlayersQuery extends Query<StaffPlayerPage> {
  constructor(readonly request: PlayerSearchRequest) {
    super();
  }
}
