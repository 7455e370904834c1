import type { MessageAnswer } from '@khela/contracts';
import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, answerSchemas } from '../../../platform/http/openapi/api-answer.js';
import { Audit, RequirePermission, type AuditContext } from '../../backoffice/index.js';
import { RecordFancyResult } from '../commands/record-fancy-result/record-fancy-result.js';
import { fancyMessages } from '../exchange-fancy-messages.js';
import { FancyResultBody } from './dto/exchange-fancy.dto.js';
import { FancyIdParams } from './dto/exchange-trader.dto.js';

/** Traders settle fancy lines (issue 18): the runs a line ended on, or void; again to correct (audited, `exchange.trade`). */
@ApiTags('admin: exchange')
@Controller('api/admin/exchange/events/:eventId/fancy/:fancyId/result')
export class ExchangeFancyStaffController {
  constructor(@Inject(RecordFancyResult) private readonly recording: RecordFancyResult) {}

  @Post()
  @HttpCode(200)
  @ApiAnswer(answerSchemas.message, {
    errors: {
      404: 'Unknown fancy line of the event (a first result needs the line as the event shows it now).',
      409: 'The line already has this result.',
    },
  })
  @RequirePermission('exchange.trade')
  @ApiOperation({
    summary:
      "Records a fancy line's result (the runs) or voids it (every stake back); on a line already resulted, a correction (a new version). " +
      'The settle job moves the money (only the difference after a correction).',
  })
  async record(@Param() params: FancyIdParams, @Body() body: FancyResultBody, @Audit() audit: AuditContext): Promise<MessageAnswer> {
    await this.recording.execute(
      params.eventId,
      params.fancyId,
      body.outcome === 'void' ? { kind: 'void' } : { kind: 'runs', runs: body.runs! },
      body.reason,
      audit,
    );
    return { message: fancyMessages.resultRecorded };
  }
}
