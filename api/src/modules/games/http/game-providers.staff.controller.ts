import {
  BadRequestException,
  Body,
  Controller,
  Get,
  Inject,
  NotFoundException,
  Param,
  Patch,
  Put,
  UnprocessableEntityException,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { StaffGameProvider, StaffGameProviderGame, StaffGameProviderGames } from '@khela/contracts';
import { ApiAnswer, arrayOf } from '../../../platform/http/openapi/api-answer.js';
import { Audit, RequirePermission, type AuditContext } from '../../backoffice/index.js';
import { ManageGameProviders, type ProviderEdit } from '../commands/manage-game-providers/manage-game-providers.js';
import { keyFingerprint } from '../domain/provider-key.js';
import { GameProvidersRepository, type GameProviderListing, type ProviderGame } from '../persistence/game-providers.repository.js';
import { RotateGameProviderKeyDto, SetProviderGameDto, SetStatedRtpDto, UpdateGameProviderDto } from './dto/game-providers.dto.js';

/** The texts of a refused provider change (English; Bangla in games-messages.bn.ts). */
export const providerEditRefusals = {
  not_found: 'Game provider not found.',
  game_not_found: 'This provider serves no such game.',
  hmac_too_short: 'An HMAC secret must be at least 16 characters.',
  not_rsa_public_key: 'The key must be an RSA public key in PEM form, 2048 bits or more.',
} as const;
export const nothingToChange = 'Give status, rollback_unknown or launch_url.';

function unwrap<T>(edit: ProviderEdit<T>): T {
  if (edit.ok) return edit.value;
  const message = providerEditRefusals[edit.error];
  if (edit.error === 'not_found' || edit.error === 'game_not_found') throw new NotFoundException({ message });
  throw new UnprocessableEntityException({ message, errors: { key: [message] } });
}

/** A provider as staff see it: never the key, only its fingerprint. */
const present = (p: GameProviderListing): StaffGameProvider => ({
  code: p.code,
  name: p.name,
  status: p.status,
  auth_scheme: p.authScheme,
  key_fingerprint: keyFingerprint(p.authScheme, p.keyMaterial),
  launch_url: p.launchUrl,
  rollback_unknown: p.rollbackUnknown,
  platforms: p.platforms,
  games_total: p.gamesTotal,
  games_enabled: p.gamesEnabled,
  updated_at: p.updatedAt.toISOString(),
});

const presentGame = (g: ProviderGame): StaffGameProviderGame => ({
  code: g.code,
  name: g.name,
  platform: g.platform,
  type: g.type,
  enabled: g.enabled,
  stated_rtp: g.statedRtp,
});

const codeOf = (code: string) => (/^[a-z0-9_-]{2,32}$/.test(code) ? code : undefined);

/** Game providers (games.manage): status, key rotation, rollback rule, launch URL, and their games on/off. */
@ApiTags('games (staff)')
@Controller('api/admin/game-providers')
export class GameProvidersStaffController {
  constructor(
    @Inject(GameProvidersRepository) private readonly providers: GameProvidersRepository,
    @Inject(ManageGameProviders) private readonly manage: ManageGameProviders,
  ) {}

  @Get()
  @RequirePermission('games.manage')
  @ApiOperation({ summary: 'Every game provider: status, auth scheme and key fingerprint, launch URL, rollback rule, platforms served.' })
  @ApiAnswer(arrayOf('StaffGameProvider'))
  async list(): Promise<StaffGameProvider[]> {
    return (await this.providers.list()).map(present);
  }

  @Patch(':code')
  @RequirePermission('games.manage')
  @ApiOperation({ summary: 'Change status (active/disabled), rollback-of-unknown rule or launch URL; audited.' })
  @ApiAnswer('StaffGameProvider', { errors: { 404: 'No such game provider.' } })
  async update(@Param('code') code: string, @Body() dto: UpdateGameProviderDto, @Audit() audit: AuditContext): Promise<StaffGameProvider> {
    const known = codeOf(code);
    if (!known) throw new NotFoundException({ message: providerEditRefusals.not_found });
    const change = {
      ...(dto.status ? { status: dto.status } : {}),
      ...(dto.rollback_unknown ? { rollbackUnknown: dto.rollback_unknown } : {}),
      ...(dto.launch_url ? { launchUrl: dto.launch_url.replace(/\/+$/, '') } : {}),
    };
    if (Object.keys(change).length === 0) throw new BadRequestException({ message: nothingToChange });
    return present(unwrap(await this.manage.update(known, change, audit)));
  }

  @Put(':code/key')
  @RequirePermission('games.manage')
  @ApiOperation({ summary: 'Rotate the key: a new HMAC secret or RSA public key; the answer shows only its fingerprint; audited.' })
  @ApiAnswer('StaffGameProvider', { errors: { 404: 'No such game provider.', 422: 'A secret too short, or not an RSA public key.' } })
  async rotateKey(
    @Param('code') code: string,
    @Body() dto: RotateGameProviderKeyDto,
    @Audit() audit: AuditContext,
  ): Promise<StaffGameProvider> {
    const known = codeOf(code);
    if (!known) throw new NotFoundException({ message: providerEditRefusals.not_found });
    return present(unwrap(await this.manage.rotateKey(known, dto.auth_scheme, dto.key, audit)));
  }

  @Get(':code/games')
  @RequirePermission('games.manage')
  @ApiOperation({ summary: 'The games of the platforms a provider serves, on and off, with their stated RTP.' })
  @ApiAnswer('StaffGameProviderGames', { errors: { 404: 'No such game provider.' } })
  async games(@Param('code') code: string): Promise<StaffGameProviderGames> {
    const known = codeOf(code);
    if (!known || !(await this.providers.find(known))) throw new NotFoundException({ message: providerEditRefusals.not_found });
    return { data: (await this.providers.games(known)).map(presentGame) };
  }

  @Patch(':code/games/:gameCode')
  @RequirePermission('games.manage')
  @ApiOperation({ summary: 'Turn one game of the provider on or off; audited.' })
  @ApiAnswer('StaffGameProviderGame', { errors: { 404: 'No such game provider, or it serves no such game.' } })
  async setGame(
    @Param('code') code: string,
    @Param('gameCode') gameCode: string,
    @Body() dto: SetProviderGameDto,
    @Audit() audit: AuditContext,
  ): Promise<StaffGameProviderGame> {
    const known = codeOf(code);
    if (!known) throw new NotFoundException({ message: providerEditRefusals.not_found });
    return presentGame(unwrap(await this.manage.setGameEnabled(known, gameCode, dto.enabled, audit)));
  }

  @Put(':code/games/:gameCode/stated-rtp')
  @RequirePermission('games.manage')
  @ApiOperation({
    summary:
      'Set the RTP a game states (percent, 50.00-100.00, two decimals) or clear it (null or ""); the game report shows it beside the actual RTP; audited.',
  })
  @ApiAnswer('StaffGameProviderGame', { errors: { 404: 'No such game provider, or it serves no such game.' } })
  async setStatedRtp(
    @Param('code') code: string,
    @Param('gameCode') gameCode: string,
    @Body() dto: SetStatedRtpDto,
    @Audit() audit: AuditContext,
  ): Promise<StaffGameProviderGame> {
    const known = codeOf(code);
    if (!known) throw new NotFoundException({ message: providerEditRefusals.not_found });
    const statedRtp = dto.stated_rtp === '' || dto.stated_rtp === null ? null : dto.stated_rtp;
    return presentGame(unwrap(await this.manage.setStatedRtp(known, gameCode, statedRtp, audit)));
  }
}
