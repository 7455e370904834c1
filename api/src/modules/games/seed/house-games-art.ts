import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Pool } from 'pg';
import { APP_CONFIG } from '../../../platform/config/config.module.js';
import type { AppConfig } from '../../../platform/config/load-config.js';
import { DB_POOL } from '../../../platform/database/database.module.js';
import { storageRoot } from '../../../platform/paths.js';
import { gameCardSvg, providerIconSvg } from './catalogue-art.js';

const houseGames = [
  { code: 'khela-dice', name: 'Dice', type: 'EGAME' },
  { code: 'khela-limbo', name: 'Limbo', type: 'EGAME' },
  { code: 'khela-mines', name: 'Mines', type: 'EGAME' },
  { code: 'khela-slot', name: 'Khela Slot', type: 'SLOT' },
] as const;

/**
 * Art for the house provider's games (Khela Originals, issue 19, migrations 1795541000000 and 1795610000000), which exist in
 * every environment, not only with demo data: the SVGs are written at each start (a fresh storage directory
 * gets them too), and a game or the platform takes them only while it has no art, so staff's own art stays.
 */
@Injectable()
export class HouseGamesArt implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DB_POOL) private readonly pool: Pool,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const root = storageRoot(this.config.STORAGE_DIR);
    await mkdir(join(root, 'game'), { recursive: true });
    await mkdir(join(root, 'provider'), { recursive: true });
    await writeFile(join(root, 'provider', 'house-khela.svg'), providerIconSvg('Khela Originals', '#d65a1f'));
    await this.pool.query(`UPDATE providers SET icon = '/storage/provider/house-khela.svg' WHERE platform = 'KHELA' AND icon = ''`);
    for (const game of houseGames) {
      await writeFile(join(root, 'game', `house-${game.code}.svg`), gameCardSvg(game.name, game.type, 'Khela Originals'));
      await this.pool.query(`UPDATE games SET image = $2 WHERE code = $1 AND image = ''`, [
        game.code,
        `/storage/game/house-${game.code}.svg`,
      ]);
    }
  }
}
