import { Controller, ForbiddenException, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { TurnoverItem } from '@khela/contracts';
import { CurrentSubject, PlayerAuthGuard } from '../../auth/index.js';
import type { AuthenticatedSubject } from '../../../platform/realtime/token-verifier.port.js';
import { ListTurnoverTicketsQuery } from '../queries/list-tickets/turnover-queries.js';
import { ApiAnswer } from '../../../platform/http/openapi/api-answer.js';

@ApiTags('turnover')
@ApiBearerAuth()
@Controller('api')
@UseGuards(PlayerAuthGuard)
export class TurnoverPlayerController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get('turnovers')
  @ApiAnswer('TurnoverList')
  @ApiOperation({ summary: "The caller's turnover tickets (spec section 3: id, status, required and remaining turnover, transaction)." })
  @ApiQuery({ name: 'remote_id', required: false, description: "Must be the caller's own id when given." })
  async turnovers(
    @CurrentSubject() subject: AuthenticatedSubject,
    @Query('remote_id') remoteId?: string,
  ): Promise<{ turnover: TurnoverItem[] }> {
    if (remoteId !== undefined && remoteId !== '' && remoteId !== subject.id)
      throw new ForbiddenException({ message: 'You can only see your own turnover.' });
    return { turnover: await this.queries.execute(new ListTurnoverTicketsQuery(subject.id)) };
  }
}
