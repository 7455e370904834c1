import type { AuditPage } from '@khela/contracts';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AuditLog } from '../../persistence/audit-log.js';
import { ListAuditQuery } from './list-audit.query.js';

@QueryHandler(ListAuditQuery)
export class ListAuditHandler implements IQueryHandler<ListAuditQuery, AuditPage> {
  constructor(@Inject(AuditLog) private readonly audit: AuditLog) {}

  async execute({ filter }: ListAuditQuery): Promise<AuditPage> {
    const { rows, total } = await this.audit.page(filter);
    return { data: rows, page: filter.page, per_page: filter.perPage, total, last_page: Math.max(1, Math.ceil(total / filter.perPage)) };
  }
}
