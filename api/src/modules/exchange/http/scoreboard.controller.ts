import { Controller, Get, Header, Inject, NotFoundException, Param, Query, Res, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiAnswer } from '../../../platform/http/openapi/api-answer.js';
import type { Language } from '../../../platform/i18n/message-catalog.js';
import { RequestLanguage } from '../../../platform/i18n/request-language.js';
import { ExchangeSnapshots } from '../store/exchange-snapshots.js';
import { EventIdParams, ScoreboardFontParams } from './dto/exchange-params.dto.js';
import { scoreboardFont } from './scoreboard-font.js';
import { eventNotFound } from '../exchange-messages.js';
import { scoreboardPage } from './scoreboard-page.js';

const html = { type: 'string', contentMediaType: 'text/html' } as const;

/**
 * Spec 7 `/api/score/board/{eventId}`: HTML whose embedded frame the player site extracts and shows. The
 * frame is our own scoreboard page (`/api/score/frame/{eventId}`), rendered from memory. The frame keeps the
 * language of the board's request (`?lang=bn`), since a frame's own request carries the browser's.
 */
@ApiTags('exchange')
@Controller('api/score')
export class ScoreboardController {
  constructor(@Inject(ExchangeSnapshots) private readonly snapshots: ExchangeSnapshots) {}

  @Get('board/:eventId')
  @Header('Cache-Control', 'no-cache')
  @ApiAnswer(html, {
    mediaType: 'text/html',
    description: 'An HTML snippet with an <iframe> of the scoreboard page.',
    errors: { 404: 'No such event.' },
  })
  @ApiOperation({ summary: "HTML holding the live scoreboard's frame (its src is extracted by the player site)." })
  board(@Param() params: EventIdParams, @Res({ passthrough: true }) res: Response, @RequestLanguage() language: Language = 'en'): string {
    if (!this.snapshots.event(params.eventId)) throw new NotFoundException({ message: eventNotFound });
    res.type('html'); // set here, not by @Header: refusals stay JSON
    const src = `/api/score/frame/${params.eventId}${language === 'bn' ? '?lang=bn' : ''}`;
    return `<div class="score-board"><iframe src="${src}" title="Scoreboard" width="100%" height="150" frameborder="0" scrolling="no"></iframe></div>`;
  }

  @Get('frame/:eventId')
  @Header('Cache-Control', 'no-cache')
  @ApiAnswer(html, {
    mediaType: 'text/html',
    description: 'The scoreboard page, refreshing itself every 2 s.',
    errors: { 404: 'No such event.' },
  })
  @ApiOperation({ summary: 'The live scoreboard page shown in the board frame.' })
  @ApiQuery({ name: 'lang', required: false, enum: ['en', 'bn'] })
  frame(@Param() params: EventIdParams, @Res({ passthrough: true }) res: Response, @Query('lang') lang?: unknown): string {
    const event = this.snapshots.event(params.eventId);
    if (!event) throw new NotFoundException({ message: eventNotFound });
    res.type('html');
    return scoreboardPage(event, lang === 'bn' ? 'bn' : 'en');
  }

  @Get('font/:weight')
  @ApiAnswer(
    { type: 'string', format: 'binary' },
    { mediaType: 'font/woff2', description: "Noto Sans Bengali's Bengali subset (woff2) for the scoreboard page." },
  )
  @ApiOperation({ summary: 'The Bengali webfont of the scoreboard page (a browser may have no Bengali font).' })
  font(@Param() params: ScoreboardFontParams, @Res({ passthrough: true }) res: Response): StreamableFile {
    // Set here, not by @Header: refusals stay JSON. The URL carries the font package's version
    // (scoreboard-font.ts), so the file under it never changes and may be kept for a year.
    res.type('font/woff2').set('Cache-Control', 'public, max-age=31536000, immutable');
    // StreamableFile: Nest sends the bytes as they are (a Buffer returned would go out as JSON)
    return new StreamableFile(scoreboardFont(params.weight));
  }
}
