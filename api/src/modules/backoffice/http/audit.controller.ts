import type { AuditPage } from '@khela/contracts';
import { Controller, Get, Inject, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ListAuditQuery } from '../queries/list-audit/list-audit.query.js';
import { ListAuditDto } from './dto/audit.dto.js';
import { RequirePermission } from './require-permission.js';
import { ApiAnswer } from '../../../platform/http/openapi/api-answer.js';
import { parseSort } from '../../../platform/http/sort-param.js';
import type { AuditSortColumn } from '../persistence/audit-log.js';

/** Dates without a time are whole Dhaka days: `to=2026-01-31` includes the 31st. */
function boundary(value: string, end: boolean): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(value);
  const start = new Date(`${value}T00:00:00+06:00`);
  return end ? new Date(start.getTime() + 24 * 3600_000) : start;
}

@ApiTags('admin: audit')
@Controller('api/admin/audit')
export class AuditController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get()
  @ApiAnswer('AuditPage')
  @RequirePermission('audit.read')
  @ApiOperation({
    summary:
      'The staff audit log, newest first; filter by actor (username or id), action, target, date range; sort by time, actor or action.',
  })
  list(@Query() query: ListAuditDto): Promise<AuditPage> {
    return this.queries.execute(
      new ListAuditQuery({
        ...(query.actor ? { actor: query.actor } : {}),
        ...(query.action ? { action: query.action } : {}),
        ...(query.target_kind ? { targetKind: query.target_kind } : {}),
        ...(query.target_id ? { targetId: query.target_id } : {}),
        ...(query.from ? { from: boundary(query.from, false) } : {}),
        ...(query.to ? { to: boundary(query.to, true) } : {}),
        sort: parseSort<AuditSortColumn>(query.sort, { column: 'at', descending: true }),
        page: query.page ?? 1,
        perPage: query.per_page ?? 50,
      }),
    );
  }
}
