import type { AuditPage } from '@khela/contracts';
import { Query } from '@nestjs/cqrs';
import type { AuditFilter } from '../../persistence/audit-log.js';

/** One page of the staff audit log, newest first. */
export class ListAuditQuery extends Query<AuditPage> {
  constructor(readonly filter: AuditFilter) {
    super();
  }
}
