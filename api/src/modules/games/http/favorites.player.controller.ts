import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  NotFoundException,
  Param,
  Post,
  UnprocessableEntityException,
  UseGuards,
} from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FavoritesResponse } from '@khela/contracts';
import { CurrentSubject, PlayerAuthGuard } from '../../auth/index.js';
import type { AuthenticatedSubject } from '../../../platform/realtime/token-verifier.port.js';
import { KeepFavorites, maxFavorites } from '../commands/keep-favorites/keep-favorites.js';
import { AddFavoriteDto } from './dto/favorite.dto.js';
import type { Language } from '../../../platform/i18n/message-catalog.js';
import { RequestLanguage } from '../../../platform/i18n/request-language.js';
import { presentGame } from './presenters.js';
import { ApiAnswer } from '../../../platform/http/openapi/api-answer.js';

/** A player's favourite games. The player is always the token's, never a body field. */
@ApiTags('games')
@ApiBearerAuth()
@UseGuards(PlayerAuthGuard)
@Controller('api/favorites')
export class FavoritesPlayerController {
  constructor(@Inject(KeepFavorites) private readonly favorites: KeepFavorites) {}

  @Get()
  @ApiAnswer('FavoritesResponse')
  @ApiOperation({ summary: "The player's favourite games, newest first." })
  async list(@CurrentSubject() player: AuthenticatedSubject, @RequestLanguage() language: Language): Promise<FavoritesResponse> {
    return { favorites: (await this.favorites.list(player.id)).map((game) => presentGame(game, language)) };
  }

  @Post()
  @ApiAnswer('FavoritesChanged', { errors: { 404: 'No such game.' } })
  @HttpCode(200)
  @ApiOperation({ summary: 'Add a game to the favourites (adding twice is harmless).' })
  async add(
    @CurrentSubject() player: AuthenticatedSubject,
    @Body() dto: AddFavoriteDto,
    @RequestLanguage() language: Language,
  ): Promise<FavoritesResponse & { message: string }> {
    const result = await this.favorites.add(player.id, dto.game_code);
    if (!result.ok && result.error === 'unknown_game') throw new NotFoundException({ message: 'Game not found.' });
    if (!result.ok) throw new UnprocessableEntityException({ message: `You can keep up to ${maxFavorites} favourite games.` });
    return {
      message: 'Added to favourites.',
      favorites: (await this.favorites.list(player.id)).map((game) => presentGame(game, language)),
    };
  }

  @Delete(':gameCode')
  @ApiAnswer('FavoritesChanged')
  @ApiOperation({ summary: 'Remove a game from the favourites (removing one that is not there is harmless).' })
  async remove(
    @CurrentSubject() player: AuthenticatedSubject,
    @Param('gameCode') gameCode: string,
    @RequestLanguage() language: Language,
  ): Promise<FavoritesResponse & { message: string }> {
    await this.favorites.remove(player.id, gameCode);
    return {
      message: 'Removed from favourites.',
      favorites: (await this.favorites.list(player.id)).map((game) => presentGame(game, language)),
    };
  }
}
