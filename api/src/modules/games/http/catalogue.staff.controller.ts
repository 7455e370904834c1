import {
  BadRequestException,
  Body,
  ConflictException,
  Controller,
  Get,
  Inject,
  NotFoundException,
  Param,
  Patch,
  Post,
  Query,
} from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { gameCategoryTitles, gameCategoryTypes, type GameCategoryType, type StaffGameItem, type StaffProviderItem } from '@khela/contracts';
import { Audit, type AuditContext } from '../../backoffice/index.js';
import { StaffContentRoute } from '../../content/index.js';
import { EditCatalogue, type CatalogueEdit } from '../commands/edit-catalogue/edit-catalogue.js';
import { parseSystemList } from '../domain/game-tags.js';
import { CatalogueRepository, type GameInput, type ProviderInput } from '../persistence/catalogue.repository.js';
import { CreateGameDto, CreateProviderDto, UpdateGameDto, UpdateProviderDto } from './dto/catalogue.dto.js';
import { presentStaffGame, presentStaffProvider } from './presenters.js';
import { ApiAnswer, arrayOf, ref } from '../../../platform/http/openapi/api-answer.js';

const dropUndefined = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

function unwrap<T>(result: CatalogueEdit<T>, what: 'Provider' | 'Game'): T {
  if (result.ok) return result.value;
  if (result.error === 'exists') throw new ConflictException({ message: `${what} already exists.` });
  if (result.error === 'unknown_provider') {
    const message = 'platform must be an existing provider';
    throw new BadRequestException({ message, errors: { platform: [message] } });
  }
  throw new NotFoundException({ message: `${what} not found.` });
}

const gameFields = (dto: UpdateGameDto): Partial<Omit<GameInput, 'code'>> =>
  dropUndefined({
    name: dto.name,
    nameBn: dto.name_bn?.trim(),
    type: dto.type,
    platform: dto.platform,
    image: dto.image,
    recommended: dto.recommended,
    isNew: dto.is_new,
    featured: dto.featured,
    enabled: dto.enabled,
    sortOrder: dto.sort_order,
  });

/** The catalogue editor: providers and games (enable, feature, recommend, new, order, art). */
@ApiTags('games (staff)')
@StaffContentRoute()
@Controller('api/admin/catalogue')
export class CatalogueStaffController {
  constructor(
    @Inject(CatalogueRepository) private readonly catalogue: CatalogueRepository,
    @Inject(EditCatalogue) private readonly edit: EditCatalogue,
  ) {}

  @Get('types')
  @ApiAnswer(
    arrayOf({
      type: 'object',
      properties: { type: ref('GameCategoryType'), title: { type: 'string' } },
      required: ['type', 'title'],
      additionalProperties: false,
    }),
  )
  @ApiOperation({ summary: 'The fixed menu category types and their titles.' })
  types(): { type: GameCategoryType; title: string }[] {
    return gameCategoryTypes.map((type) => ({ type, title: gameCategoryTitles[type] }));
  }

  @Get('providers')
  @ApiOperation({ summary: 'Every provider, disabled ones too.' })
  @ApiAnswer(arrayOf('StaffProviderItem'))
  async providers(): Promise<StaffProviderItem[]> {
    return (await this.catalogue.providers({ includeDisabled: true })).map(presentStaffProvider);
  }

  @Post('providers')
  @ApiOperation({ summary: 'Adds a provider (platform code, name, icon).' })
  @ApiAnswer('StaffProviderItem', { errors: { 409: 'The platform code is already used.' } })
  async createProvider(@Body() dto: CreateProviderDto, @Audit() audit: AuditContext): Promise<StaffProviderItem> {
    const provider: ProviderInput = {
      platform: dto.platform,
      name: dto.name,
      nameBn: dto.name_bn?.trim() ?? '',
      icon: dto.icon ?? '',
      enabled: dto.enabled ?? true,
      sortOrder: dto.sort_order ?? 0,
    };
    return presentStaffProvider(unwrap(await this.edit.createProvider(provider, audit), 'Provider'));
  }

  @Patch('providers/:platform')
  @ApiAnswer('StaffProviderItem', { errors: { 404: 'No such provider.' } })
  @ApiOperation({ summary: 'Change a provider; { enabled: false } hides it and all its games.' })
  async updateProvider(
    @Param('platform') platform: string,
    @Body() dto: UpdateProviderDto,
    @Audit() audit: AuditContext,
  ): Promise<StaffProviderItem> {
    const patch = dropUndefined({
      name: dto.name,
      nameBn: dto.name_bn?.trim(),
      icon: dto.icon,
      enabled: dto.enabled,
      sortOrder: dto.sort_order,
    });
    return presentStaffProvider(unwrap(await this.edit.updateProvider(platform, patch, audit), 'Provider'));
  }

  @Get('games')
  @ApiOperation({ summary: 'Every game, disabled ones too; filter by type and systems.' })
  @ApiAnswer(arrayOf('StaffGameItem'))
  @ApiQuery({ name: 'type', required: false, enum: gameCategoryTypes })
  @ApiQuery({ name: 'system', required: false })
  async games(@Query('type') type?: string, @Query('system') system?: unknown): Promise<StaffGameItem[]> {
    const known = gameCategoryTypes.find((t) => t === type);
    const games = await this.catalogue.games({ type: known, platforms: parseSystemList(system), includeDisabled: true });
    return games.map(presentStaffGame);
  }

  @Post('games')
  @ApiOperation({ summary: 'Adds a game to the catalogue.' })
  @ApiAnswer('StaffGameItem', { errors: { 409: 'The game code is already used.' } })
  async createGame(@Body() dto: CreateGameDto, @Audit() audit: AuditContext): Promise<StaffGameItem> {
    const game: GameInput = {
      code: dto.code,
      name: dto.name,
      nameBn: dto.name_bn?.trim() ?? '',
      type: dto.type,
      platform: dto.platform,
      image: dto.image ?? '',
      recommended: dto.recommended ?? false,
      isNew: dto.is_new ?? true,
      featured: dto.featured ?? false,
      enabled: dto.enabled ?? true,
      sortOrder: dto.sort_order ?? 0,
    };
    return presentStaffGame(unwrap(await this.edit.createGame(game, audit), 'Game'));
  }

  @Patch('games/:code')
  @ApiAnswer('StaffGameItem', { errors: { 404: 'No such game.' } })
  @ApiOperation({ summary: 'Change a game: enabled, featured, recommended, is_new, sort_order, image, name, type.' })
  async updateGame(@Param('code') code: string, @Body() dto: UpdateGameDto, @Audit() audit: AuditContext): Promise<StaffGameItem> {
    return presentStaffGame(unwrap(await this.edit.updateGame(code, gameFields(dto), audit), 'Game'));
  }
}
