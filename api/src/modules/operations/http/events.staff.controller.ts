import type { DeadLetterActionResponse, DeadLetterPage, ReactorView } from '@khela/contracts';
import { ConflictException, Controller, Get, HttpCode, Inject, NotFoundException, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { EventDeliveries, type DeadLetterChange, type DeadLetterRefusal } from '../../../platform/events/index.js';
import { Audit, AuditLog, CurrentStaff, RequirePermission, type AuditContext, type StaffPrincipal } from '../../backoffice/index.js';
import { ListDeadLettersDto } from './dto/dead-letters.dto.js';
import { ApiAnswer, ApiNoBody, arrayOf } from '../../../platform/http/openapi/api-answer.js';

export const deadLetterMessages: Record<DeadLetterRefusal, string> = {
  not_found: 'Dead letter not found.',
  not_dead: 'Only a dead letter can be retried or resolved.',
};

export const deadLetterDone = {
  retried: 'The event will be delivered again.',
  resolved: 'The dead letter is marked resolved.',
} as const;

/**
 * The platform's event deliveries for staff: each reactor's checkpoint and lag, the deliveries that
 * failed, and what to do with a dead letter (deliver it again, or close it as dealt with by hand).
 * Retry and resolve are audited in the same transaction as the change.
 */
@ApiTags('admin: events')
@Controller('api/admin/events')
export class EventsStaffController {
  constructor(
    @Inject(EventDeliveries) private readonly deliveries: EventDeliveries,
    @Inject(AuditLog) private readonly audit: AuditLog,
  ) {}

  @Get('reactors')
  @ApiAnswer({ type: 'object', properties: { data: arrayOf('ReactorView') }, required: ['data'], additionalProperties: false })
  @RequirePermission('events.manage')
  @ApiOperation({ summary: 'Every event reactor: its event types, checkpoint and lag per source, retrying and dead deliveries.' })
  async reactors(): Promise<{ data: ReactorView[] }> {
    return { data: await this.deliveries.reactors() };
  }

  @Get('dead-letters')
  @ApiAnswer('DeadLetterPage')
  @RequirePermission('events.manage')
  @ApiOperation({ summary: 'Failed deliveries, latest failure first; filter by status and reactor.' })
  async deadLetters(@Query() query: ListDeadLettersDto): Promise<DeadLetterPage> {
    const page = query.page ?? 1;
    const perPage = query.per_page ?? 50;
    const { rows, total } = await this.deliveries.deadLetters({
      ...(query.status ? { status: query.status } : {}),
      ...(query.reactor ? { reactor: query.reactor } : {}),
      page,
      perPage,
    });
    return { data: rows, page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
  }

  @Post('dead-letters/:id/retry')
  @ApiAnswer('DeadLetterActionResponse', { errors: { 404: 'No such dead letter.', 409: 'Already retried or resolved.' } })
  @ApiNoBody()
  @HttpCode(200)
  @RequirePermission('events.manage')
  @ApiOperation({ summary: 'Delivers a dead letter again (due at once, with a fresh set of attempts).' })
  async retry(@Param('id') id: string, @Audit() audit: AuditContext): Promise<DeadLetterActionResponse> {
    const change = await this.deliveries.retry(id, (db, { before, after }) =>
      this.audit.record(audit, { action: 'events.dead_letter_retried', targetKind: 'dead_letter', targetId: before.id, before, after }, db),
    );
    return this.answer(change, deadLetterDone.retried);
  }

  @Post('dead-letters/:id/resolve')
  @ApiAnswer('DeadLetterActionResponse', { errors: { 404: 'No such dead letter.', 409: 'Already retried or resolved.' } })
  @ApiNoBody()
  @HttpCode(200)
  @RequirePermission('events.manage')
  @ApiOperation({ summary: 'Closes a dead letter as dealt with by hand: it is never delivered again.' })
  async resolve(
    @Param('id') id: string,
    @CurrentStaff() staff: StaffPrincipal,
    @Audit() audit: AuditContext,
  ): Promise<DeadLetterActionResponse> {
    const change = await this.deliveries.resolve(id, staff.username, (db, { before, after }) =>
      this.audit.record(
        audit,
        { action: 'events.dead_letter_resolved', targetKind: 'dead_letter', targetId: before.id, before, after },
        db,
      ),
    );
    return this.answer(change, deadLetterDone.resolved);
  }

  private answer(change: DeadLetterChange, message: string): DeadLetterActionResponse {
    if (!change.ok) {
      const text = deadLetterMessages[change.error];
      throw change.error === 'not_found' ? new NotFoundException({ message: text }) : new ConflictException({ message: text });
    }
    return { message, dead_letter: change.after };
  }
}
