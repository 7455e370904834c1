import { Body, Controller, Get, HttpCode, HttpException, Inject, Post, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MinesCurrentAnswer, MinesGameAnswer, MinesGamesAnswer } from '@khela/contracts';
import { ApiAnswer, ApiNoBody } from '../../../../platform/http/openapi/api-answer.js';
import type { AuthenticatedSubject } from '../../../../platform/realtime/token-verifier.port.js';
import { CurrentSubject, PlayerAuthGuard } from '../../../auth/index.js';
import { GetWalletQuery } from '../../../wallet/index.js';
import { betMessages as b } from '../../domain/bet-messages.js';
import { minorFromTaka, takaFromMinor } from '../../domain/money-text.js';
import { CashOutMines } from '../commands/cash-out/cash-out-mines.js';
import type { MinesRefusal, MinesResult } from '../commands/mines-result.js';
import { RevealMinesTile } from '../commands/reveal-tile/reveal-tile.js';
import { StartMinesGame } from '../commands/start-game/start-mines-game.js';
import { minesMessages as m } from '../domain/mines-messages.js';
import { MinesGamesRepository } from '../persistence/mines-games.repository.js';
import { MinesRevealBody, MinesStartBody } from './dto/mines.dto.js';
import { presentMinesGame } from './present-mines-game.js';

/** Each refusal's HTTP status and message (English; Bangla on the way out). */
const refusals: Record<MinesRefusal, [number, string]> = {
  mines: [400, m.mines],
  tile: [400, m.tile],
  disabled: [422, b.disabled],
  below_min_bet: [422, b.belowMinBet],
  above_max_bet: [422, b.aboveMaxBet],
  above_max_win: [422, m.aboveMaxWinReveal],
  not_enough_money: [422, b.notEnoughMoney],
  nothing_revealed: [422, m.nothingRevealed],
  protection: [403, b.protection],
  player_disabled: [403, b.playerDisabled],
  game_in_play: [409, m.gameInPlay],
  no_game: [404, m.noGame],
  key_reused: [409, b.keyReused],
  unavailable: [503, b.unavailable],
};

const errors = {
  403: 'Player protection refused the stake, or the account is locked.',
  404: 'No game in play (reveal, cash out).',
  409: 'A game is already in play, or the idempotency key was used for a different game.',
  422: 'The game is off, the stake or the win is outside its limits, the balance is short, or nothing to cash out yet.',
  503: 'The wallet did not answer; repeat (start: with the same key).',
};

/**
 * Khela Originals mines (issue 19): 5x5 tiles, 1-24 mines, one game in play a player, kept in Postgres so it
 * survives restarts. Identity from the token only: every route acts on the caller's own game.
 */
@ApiTags('originals')
@ApiBearerAuth()
@Controller('api/originals/mines/games')
@UseGuards(PlayerAuthGuard)
export class MinesPlayerController {
  constructor(
    @Inject(StartMinesGame) private readonly startGame: StartMinesGame,
    @Inject(RevealMinesTile) private readonly revealTile: RevealMinesTile,
    @Inject(CashOutMines) private readonly cashOutGame: CashOutMines,
    @Inject(MinesGamesRepository) private readonly games: MinesGamesRepository,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiAnswer('MinesGameAnswer', { errors })
  @ApiOperation({ summary: 'Starts a mines game: the stake is taken, the board decided from the seed pair and next nonce.' })
  async start(@CurrentSubject() subject: AuthenticatedSubject, @Body() body: MinesStartBody): Promise<MinesGameAnswer> {
    return this.answer(
      subject.id,
      await this.startGame.start(subject.id, {
        stakeMinor: minorFromTaka(body.stake),
        mines: body.mines,
        idempotencyKey: body.idempotency_key,
      }),
    );
  }

  @Get('current')
  @ApiAnswer('MinesCurrentAnswer')
  @ApiOperation({ summary: "The caller's game in play (null when none): tiles revealed, multiplier, cash-out value; never the board." })
  async current(@CurrentSubject() subject: AuthenticatedSubject): Promise<MinesCurrentAnswer> {
    const game = await this.games.current(subject.id);
    return { success: true, data: game && game.status === 'open' ? presentMinesGame(game) : null };
  }

  @Post('current/reveal')
  @HttpCode(200)
  @ApiAnswer('MinesGameAnswer', { errors })
  @ApiOperation({ summary: 'Reveals a tile of the game in play: safe raises the multiplier, a mine loses the stake.' })
  async reveal(@CurrentSubject() subject: AuthenticatedSubject, @Body() body: MinesRevealBody): Promise<MinesGameAnswer> {
    return this.answer(subject.id, await this.revealTile.reveal(subject.id, body.tile));
  }

  @Post('current/cash-out')
  @HttpCode(200)
  @ApiNoBody()
  @ApiAnswer('MinesGameAnswer', { errors })
  @ApiOperation({ summary: 'Cashes out the game in play at the multiplier of the tiles revealed.' })
  async cashOut(@CurrentSubject() subject: AuthenticatedSubject): Promise<MinesGameAnswer> {
    return this.answer(subject.id, await this.cashOutGame.cashOut(subject.id));
  }

  @Get()
  @ApiAnswer('MinesGamesAnswer')
  @ApiOperation({ summary: "The caller's latest 50 finished mines games with their boards, seed id and nonce (to verify)." })
  async finished(@CurrentSubject() subject: AuthenticatedSubject): Promise<MinesGamesAnswer> {
    return { success: true, data: (await this.games.finished(subject.id, 50)).map(presentMinesGame) };
  }

  private async answer(playerId: string, result: MinesResult): Promise<MinesGameAnswer> {
    if (!result.ok) {
      const [status, message] = refusals[result.refusal];
      // player protection's own words (which limit, until when) where it gave them
      throw new HttpException({ message: result.message ?? message }, status);
    }
    // main + bonus as it is now, what the wallet API reports (a safe tile moves no money)
    const wallet = await this.queries.execute(new GetWalletQuery(playerId));
    const balance = wallet ? takaFromMinor(wallet.balances.main + wallet.balances.bonus) : '';
    return { success: true, data: { ...presentMinesGame(result.game), balance } };
  }
}
