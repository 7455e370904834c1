import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import type { AppConfig } from '../../../../platform/config/load-config.js';
import { VetoPoint } from '../../../../platform/events/index.js';
import { GetPlayerStandingQuery } from '../../../players/index.js';
import { launchUrl, safeLobbyUrl, splitPlatform } from '../../domain/launch.js';
import { CatalogueRepository } from '../../persistence/catalogue.repository.js';
import { GameProvidersRepository } from '../../persistence/game-providers.repository.js';
import { LaunchTokensRepository } from '../../persistence/launch-tokens.repository.js';
import '../../vetoes/game-launch-veto.js';

export interface LaunchRequest {
  gameCode: string;
  platform?: string;
  gameType?: string;
  lobbyUrl?: string;
  mobile: boolean;
  language: 'en' | 'bn';
}

export type LaunchRefusal = 'game_unavailable' | 'provider_unavailable' | 'player_disabled' | 'vetoed';
/** `message`: a veto's own words (player protection: the time-out or self-exclusion and its end). */
export type LaunchResult = { ok: true; url: string } | { ok: false; error: LaunchRefusal; message?: string };

/**
 * Opens a game for a player: a short-lived launch token bound to player, game and game provider, in the
 * provider's launch URL. Refused for a disabled (or unknown) game or platform, a platform no active game
 * provider serves, a locked player, and what the 'games.launch' veto point refuses (player protection: an
 * exclusion in force). Also issues the in-house token of /api/player-login.
 */
@Injectable()
export class LaunchGame {
  constructor(
    @Inject(CatalogueRepository) private readonly catalogue: CatalogueRepository,
    @Inject(GameProvidersRepository) private readonly providers: GameProvidersRepository,
    @Inject(LaunchTokensRepository) private readonly tokens: LaunchTokensRepository,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(VetoPoint) private readonly vetoes: VetoPoint,
  ) {}

  async launch(playerId: string, request: LaunchRequest): Promise<LaunchResult> {
    const player = await this.queries.execute(new GetPlayerStandingQuery(playerId));
    if (!player || player.status !== 'active') return { ok: false, error: 'player_disabled' };
    const game = await this.catalogue.game(request.gameCode);
    const { platform } = splitPlatform(request.platform, request.gameType);
    if (!game || !game.enabled || (platform && platform.toUpperCase() !== game.platform)) return { ok: false, error: 'game_unavailable' };
    const catalogueProvider = await this.catalogue.provider(game.platform);
    if (!catalogueProvider?.enabled) return { ok: false, error: 'game_unavailable' };
    const provider = await this.providers.servingPlatform(game.platform);
    if (!provider || provider.status !== 'active') return { ok: false, error: 'provider_unavailable' };
    const verdict = await this.vetoes.check('games.launch', { playerId, gameCode: game.code });
    if (!verdict.ok) return { ok: false, error: 'vetoed', message: verdict.message };
    const token = await this.tokens.issue({
      providerCode: provider.code,
      gameCode: game.code,
      playerId,
      username: player.username,
      expiresAt: this.expiry(),
    });
    const lobbyUrl = safeLobbyUrl(request.lobbyUrl);
    return {
      ok: true,
      url: launchUrl({
        launchUrl: provider.launchUrl,
        gameCode: game.code,
        token,
        username: player.username,
        currency: player.currency,
        language: request.language,
        mobile: request.mobile,
        ...(lobbyUrl ? { lobbyUrl } : {}),
      }),
    };
  }

  /** The token for the in-house exchange and sportsbook pages: the player's, no game provider, same lifetime. */
  async inHouseToken(playerId: string): Promise<{ ok: true; token: string } | { ok: false; error: 'player_disabled' }> {
    const player = await this.queries.execute(new GetPlayerStandingQuery(playerId));
    if (!player || player.status !== 'active') return { ok: false, error: 'player_disabled' };
    const token = await this.tokens.issue({
      providerCode: null,
      gameCode: null,
      playerId,
      username: player.username,
      expiresAt: this.expiry(),
    });
    return { ok: true, token };
  }

  private expiry(): Date {
    return new Date(this.clock.nowMs() + this.config.GAME_LAUNCH_TOKEN_TTL_MS);
  }
}
