import { BadRequestException, Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  gameCategoryTypes,
  type GameCategoryType,
  type GamesResponse,
  type ProvidersResponse,
  type SystemsResponse,
} from '@khela/contracts';
import { parseSystemList } from '../domain/game-tags.js';
import { BrowseCatalogue } from '../queries/browse-catalogue/browse-catalogue.js';
import type { Language } from '../../../platform/i18n/message-catalog.js';
import { RequestLanguage } from '../../../platform/i18n/request-language.js';
import { presentGame, presentProvider } from './presenters.js';
import { ApiAnswer } from '../../../platform/http/openapi/api-answer.js';

const categoryType = (raw: unknown): GameCategoryType | undefined =>
  gameCategoryTypes.find((t) => typeof raw === 'string' && t === raw.trim().toUpperCase());

const badType = () => {
  const message = `type must be one of ${gameCategoryTypes.join(', ')}`;
  return new BadRequestException({ message, errors: { type: [message] } });
};

/**
 * The public game catalogue (spec section 7): systems of a category type, providers, games. No
 * session needed; a bearer token, if sent, is ignored. Query parameters are read one by one, so a
 * client's extra parameters (title, cache busters) do not make the call fail.
 */
@ApiTags('games')
@Controller('api')
export class CataloguePlayerController {
  constructor(@Inject(BrowseCatalogue) private readonly catalogue: BrowseCatalogue) {}

  @Get('get-system')
  @ApiAnswer('SystemsResponse')
  @ApiOperation({ summary: 'Platform codes that have games of a menu category type.' })
  @ApiQuery({ name: 'type', enum: gameCategoryTypes })
  async systems(@Query('type') rawType?: string): Promise<SystemsResponse> {
    const type = categoryType(rawType);
    if (!type) throw badType();
    return { systems: await this.catalogue.systems(type), message: 'Systems fetched successfully.' };
  }

  @Get('get-provider')
  @ApiAnswer('ProvidersResponse')
  @ApiOperation({ summary: 'Providers (platform, name, icon) of the given systems; without ?system, every provider.' })
  @ApiQuery({ name: 'system', required: false, description: 'JSON list (["RTG","PDL"]) or comma list of platform codes.' })
  async providers(@Query('system') system?: unknown, @RequestLanguage() language: Language = 'en'): Promise<ProvidersResponse> {
    const platforms = parseSystemList(system);
    const providers = platforms?.length === 0 ? [] : await this.catalogue.providers(platforms);
    return { data: providers.map((provider) => presentProvider(provider, language)), message: 'Providers fetched successfully.' };
  }

  @Get('get-games')
  @ApiAnswer('GamesResponse')
  @ApiOperation({ summary: 'Playable games, by category type and/or systems; ?featured=1 for the home featured row.' })
  @ApiQuery({ name: 'type', required: false, enum: gameCategoryTypes })
  @ApiQuery({ name: 'system', required: false, description: 'Comma list or JSON list of platform codes.' })
  @ApiQuery({ name: 'featured', required: false, enum: ['1'] })
  async games(
    @Query('type') rawType?: string,
    @Query('system') system?: unknown,
    @Query('featured') featured?: string,
    @RequestLanguage() language: Language = 'en',
  ): Promise<GamesResponse> {
    const type = rawType ? categoryType(rawType) : undefined;
    if (rawType && !type) throw badType();
    const platforms = parseSystemList(system);
    if (platforms?.length === 0) return { games: [] };
    const games = await this.catalogue.games({ type, platforms, featuredOnly: featured === '1' || featured === 'true' });
    return { games: games.map((game) => presentGame(game, language)) };
  }
}
