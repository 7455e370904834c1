import { Inject, Injectable } from '@nestjs/common';
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
 * with the configured URL and secret (so a changed port or secret is picked up at the next start; a status or
 * rollback rule staff chose stays), and
 * makes it serve every catalogue platform no game provider serves yet, and states the RTP of its games.
 */
@Injectable()
@DemoSeed(16)
export class DemoGameProvidersSeed implements DemoSeeder {
  constructor(
    @Inject(GameProvidersRepository) private readonly providers: GameProvidersRepository,
    @Inject(CatalogueRepository) private readonly catalogue: CatalogueRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async seed(): Promise<void> {
    if (!this.config.GAME_SIM_URL || !this.config.GAME_SIM_SECRET) return;
    await this.providers.saveConfigured({
      code: demoGameProviderCode,
      name: 'Khela Game Simulator',
      status: 'active',
      authScheme: 'hmac',
      keyMaterial: this.config.GAME_SIM_SECRET,
      launchUrl: this.config.GAME_SIM_URL.replace(/\/+$/, ''),
      rollbackUnknown: 'ok',
    });
    for (const provider of await this.catalogue.providers({ includeDisabled: true }))
      await this.providers.serve(provider.platform, demoGameProviderCode, true);
    await this.providers.stateRtpWhereUnset(demoGameProviderCode, simulatorStatedRtp.slotTypes, simulatorStatedRtp);
  }
}
