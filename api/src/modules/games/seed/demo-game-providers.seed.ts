import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '../../../platform/config/config.module.js';
import type { AppConfig } from '../../../platform/config/load-config.js';
import { DemoSeed, type DemoSeeder } from '../../../platform/seed/demo-seeder.js';
import { CatalogueRepository } from '../persistence/catalogue.repository.js';
import { GameProvidersRepository } from '../persistence/game-providers.repository.js';

/** The demo game provider: the simulator (`provider-simulator/`), signing with HMAC-SHA256. */
export const demoGameProviderCode = 'sim';

/**
 * What the simulator's games state (`provider-simulator/games/`): the slot 95.81% (31395/32768), played
 * for SLOT, FH and EGAME; European roulette 97.30% (36/37) for every other type.
 */
export const simulatorStatedRtp = { slot: '95.81', table: '97.30', slotTypes: ['SLOT', 'FH', 'EGAME'] } as const;

/**
 * Registers the provider simulator as game provider `sim` when GAME_SIM_URL is set (npm start sets it),
 * makes it serve every catalogue platform no game provider serves yet, and states the RTP of the games of
 * the platforms it takes on.
 *
 * Runs at every start, so it must never undo what staff decided:
 * - The key (GAME_SIM_SECRET, HMAC) is written only when the seed creates `sim`. Once `sim` exists its key is
 *   staff's: a rotation in the back-office (games.manage) survives every restart. We chose "only on creation"
 *   over "while the stored key is still the seed's earlier value" because the seed cannot tell its own earlier
 *   value from a staff rotation without remembering secrets it wrote, and a restart must never be able to
 *   revert a security change. The simulator keeps signing with GAME_SIM_SECRET, so after a rotation its calls
 *   are refused (RS_ERROR_INVALID_SIGNATURE) until it is started with the new secret, as a real provider's
 *   would be (games README, "Demo provider sim"). The seed says so in the start's log when the stored key is
 *   not GAME_SIM_SECRET, with the way out.
 * - Status and rollback rule are staff's as well; only the launch URL follows GAME_SIM_URL (npm start picks
 *   the simulator's port).
 * - The stated RTP is written only for the games of platforms this run makes `sim` serve, and only where they
 *   state none: a stated RTP staff cleared ("not stated") stays cleared.
 */
@Injectable()
@DemoSeed(16)
export class DemoGameProvidersSeed implements DemoSeeder {
  private readonly logger = new Logger(DemoGameProvidersSeed.name);

  constructor(
    @Inject(GameProvidersRepository) private readonly providers: GameProvidersRepository,
    @Inject(CatalogueRepository) private readonly catalogue: CatalogueRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async seed(): Promise<void> {
    if (!this.config.GAME_SIM_URL || !this.config.GAME_SIM_SECRET) return;
    const created = await this.providers.saveConfigured({
      code: demoGameProviderCode,
      name: 'Khela Game Simulator',
      status: 'active',
      authScheme: 'hmac',
      keyMaterial: this.config.GAME_SIM_SECRET,
      launchUrl: this.config.GAME_SIM_URL.replace(/\/+$/, ''),
      rollbackUnknown: 'ok',
    });
    if (!created) this.warnIfRotated(await this.providers.find(demoGameProviderCode));
    const takenOn: string[] = [];
    for (const provider of await this.catalogue.providers({ includeDisabled: true }))
      if (await this.providers.serve(provider.platform, demoGameProviderCode, true)) takenOn.push(provider.platform);
    await this.providers.stateRtpWhereUnset(takenOn, simulatorStatedRtp.slotTypes, simulatorStatedRtp);
  }

  /** Staff rotated sim's key: the simulator, signing with GAME_SIM_SECRET, is refused until it has the new one. */
  private warnIfRotated(sim: { authScheme: string; keyMaterial: string } | undefined): void {
    if (!sim || (sim.authScheme === 'hmac' && sim.keyMaterial === this.config.GAME_SIM_SECRET)) return;
    this.logger.warn(
      `game provider ${demoGameProviderCode}'s key was rotated in the back-office and is not GAME_SIM_SECRET: ` +
        `the simulator's calls are refused (RS_ERROR_INVALID_SIGNATURE), so demo games do not play. ` +
        (sim.authScheme === 'hmac'
          ? `Restart with GAME_SIM_SECRET='<the new secret>' npm start, or rotate ${demoGameProviderCode}'s key back to GAME_SIM_SECRET.`
          : `The simulator signs with HMAC only: rotate ${demoGameProviderCode}'s key back to an HMAC secret (GAME_SIM_SECRET).`),
    );
  }
}
