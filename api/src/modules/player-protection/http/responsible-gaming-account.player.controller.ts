import { Controller, Get, Header, HttpCode, HttpException, Inject, Post, Query, Res, StreamableFile, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FirstDepositPromptAnswer, NetPositionsAnswer } from '@khela/contracts';
import type { AuthenticatedSubject } from '../../../platform/realtime/token-verifier.port.js';
import { ApiAnswer, ApiNoBody } from '../../../platform/http/openapi/api-answer.js';
import { CurrentSubject, PlayerAuthGuard } from '../../auth/index.js';
import { FirstDepositPromptView } from '../queries/first-deposit-prompt-view.js';
import { NetPositionsView } from '../queries/net-positions-view.js';
import { StatementDownload } from '../queries/statement-download.js';
import { StatementDownloadQuery } from './dto/statement.dto.js';

/** The player's first-deposit limit offer and net positions (issue 16). Identity from the token only. */
@ApiTags('player protection')
@ApiBearerAuth()
@Controller('api/responsible-gaming')
@UseGuards(PlayerAuthGuard)
export class ResponsibleGamingAccountPlayerController {
  constructor(
    @Inject(FirstDepositPromptView) private readonly prompt: FirstDepositPromptView,
    @Inject(NetPositionsView) private readonly netPositions: NetPositionsView,
    @Inject(StatementDownload) private readonly statements: StatementDownload,
  ) {}

  @Get('first-deposit-prompt')
  @ApiAnswer('FirstDepositPromptAnswer')
  @ApiOperation({
    summary:
      'Whether the deposit page offers to set deposit limits: only to a player with no deposit yet, no deposit limit, who has not skipped it.',
  })
  firstDepositPrompt(@CurrentSubject() subject: AuthenticatedSubject): Promise<FirstDepositPromptAnswer> {
    return this.prompt.read(subject.id);
  }

  @Post('first-deposit-prompt/skip')
  @HttpCode(200)
  @ApiNoBody()
  @ApiAnswer('FirstDepositPromptAnswer')
  @ApiOperation({ summary: 'Skips the offer to set deposit limits; remembered, so it is not shown again (a repeat keeps the first time).' })
  skipFirstDepositPrompt(@CurrentSubject() subject: AuthenticatedSubject): Promise<FirstDepositPromptAnswer> {
    return this.prompt.skip(subject.id);
  }

  @Get('net-positions')
  @ApiAnswer('NetPositionsAnswer')
  @ApiOperation({
    summary:
      'Net deposits (deposits credited minus withdrawals paid out) and net position (wins minus stakes; bonuses apart) for the last 30 days, 6 months and 12 months, from the ledger.',
  })
  netPositionsOf(@CurrentSubject() subject: AuthenticatedSubject): Promise<NetPositionsAnswer> {
    return this.netPositions.read(subject.id);
  }

  @Get('statement')
  @ApiAnswer(
    { type: 'string', description: 'CSV (UTF-8 with a byte-order mark): transactions, then bets, oldest first.' },
    {
      mediaType: 'text/csv',
      errors: { 400: 'A date that is not YYYY-MM-DD, a period backwards, ending after today, longer than a year, or with too many lines.' },
    },
  )
  @ApiOperation({
    summary:
      "The caller's account statement for Dhaka days from..to (up to a year; default the last 30 days) as a CSV download: every line of the main balance with the balance after it, and every closed game round (stake, win).",
  })
  async statement(
    @CurrentSubject() subject: AuthenticatedSubject,
    @Query() query: StatementDownloadQuery,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const outcome = await this.statements.csv(subject.id, query);
    if (!outcome.ok) throw new HttpException({ message: outcome.message }, outcome.status);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${outcome.value.filename}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    return outcome.value.body;
  }

  @Get('statement/pdf')
  @Header('Cache-Control', 'private, no-store')
  @ApiAnswer(
    { type: 'string', format: 'binary', description: 'PDF (A4 landscape): transactions, then bets, oldest first.' },
    {
      mediaType: 'application/pdf',
      errors: {
        400: 'A date that is not YYYY-MM-DD, a period backwards, ending after today, longer than a year, or with more lines than one PDF carries (5,000 of a kind).',
      },
    },
  )
  @ApiOperation({
    summary:
      "The caller's account statement for Dhaka days from..to (up to a year; default the last 30 days) as a PDF download, in English or Bangla: the same lines as the CSV.",
  })
  async statementPdf(@CurrentSubject() subject: AuthenticatedSubject, @Query() query: StatementDownloadQuery): Promise<StreamableFile> {
    const outcome = await this.statements.pdf(subject.id, query);
    if (!outcome.ok) throw new HttpException({ message: outcome.message }, outcome.status);
    // StreamableFile: Nest sends the bytes as they are (a Buffer returned would go out as JSON)
    return new StreamableFile(outcome.value.body, {
      type: 'application/pdf',
      disposition: `attachment; filename="${outcome.value.filename}"`,
      length: outcome.value.body.length,
    });
  }
}
