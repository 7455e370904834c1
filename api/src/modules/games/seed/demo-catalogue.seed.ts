import { Inject, Injectable } from '@nestjs/common';
import type { GameCategoryType } from '@khela/contracts';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { APP_CONFIG } from '../../../platform/config/config.module.js';
import type { AppConfig } from '../../../platform/config/load-config.js';
import { storageRoot } from '../../../platform/paths.js';
import { DemoSeed, type DemoSeeder } from '../../../platform/seed/demo-seeder.js';
import { CatalogueRepository } from '../persistence/catalogue.repository.js';
import { gameCardSvg, providerIconSvg } from './catalogue-art.js';

/** Fictional providers: every category type has at least two. */
const demoProviders = [
  { platform: 'RTG', name: 'Royal Tiger Gaming', nameBn: 'রয়্যাল টাইগার গেমিং', color: '#c0392b' },
  { platform: 'PDL', name: 'Padma Live', nameBn: 'পদ্মা লাইভ', color: '#8e44ad' },
  { platform: 'SBS', name: 'Sundarban Slots', nameBn: 'সুন্দরবন স্লটস', color: '#27ae60' },
  { platform: 'MGN', name: 'Meghna Games', nameBn: 'মেঘনা গেমস', color: '#2980b9' },
  { platform: 'JMN', name: 'Jamuna Sports', nameBn: 'যমুনা স্পোর্টস', color: '#16a085' },
  { platform: 'SPL', name: 'Shapla Play', nameBn: 'শাপলা প্লে', color: '#d35400' },
  { platform: 'BTL', name: 'Bengal Tiger Live', nameBn: 'বেঙ্গল টাইগার লাইভ', color: '#b7950b' },
  // No Bangla on purpose: the demo shows the English fallback too.
  { platform: 'CBF', name: 'Coxs Bazar Fun', nameBn: '', color: '#1abc9c' },
] as const;

type Flag = 'R' | 'N' | 'F';
/** [name, type, platform, flags: R recommended, N new, F featured] */
const demoGames: [string, GameCategoryType, (typeof demoProviders)[number]['platform'], Flag[]][] = [
  ['Tiger Fortune', 'SLOT', 'RTG', ['R', 'F']],
  ['Golden Rickshaw', 'SLOT', 'RTG', ['N']],
  ['Royal Mango Reels', 'SLOT', 'RTG', []],
  ['Hilsa Hunter', 'FH', 'RTG', ['R']],
  ['Tiger Baccarat', 'TABLE', 'RTG', []],
  ['Mangrove Magic', 'SLOT', 'SBS', ['R']],
  ['Sundarban Treasure', 'SLOT', 'SBS', ['F']],
  ['Bengal Bonanza', 'SLOT', 'SBS', ['N']],
  ['Delta Riches', 'SLOT', 'SBS', []],
  ['Mud Crab Catch', 'FH', 'SBS', ['N']],
  ['Padma Baccarat', 'LIVE', 'PDL', ['R', 'F']],
  ['Padma Roulette', 'LIVE', 'PDL', []],
  ['Teen Patti Live', 'LIVE', 'PDL', ['N']],
  ['Andar Bahar Live', 'LIVE', 'PDL', ['R']],
  ['Dragon Tiger Table', 'TABLE', 'PDL', []],
  ['Padma Poker', 'BINGO', 'PDL', ['R']],
  ['Tiger Live Blackjack', 'LIVE', 'BTL', []],
  ['Royal Bengal Sic Bo', 'LIVE', 'BTL', ['N']],
  ['Bengal Hold em', 'BINGO', 'BTL', []],
  ['Tiger Bingo 75', 'BINGO', 'BTL', ['N']],
  ['Rocket Rickshaw', 'EGAME', 'MGN', ['R', 'F']],
  ['Meghna Mines', 'EGAME', 'MGN', []],
  ['River Plinko', 'EGAME', 'MGN', ['N']],
  ['Meghna Lucky Draw', 'LOTTO', 'MGN', []],
  ['Monsoon Fruits', 'SLOT', 'MGN', []],
  ['Jamuna Cricket Live', 'SPORTS', 'JMN', ['R', 'F']],
  ['Jamuna Football', 'SPORTS', 'JMN', []],
  ['Jamuna Keno', 'LOTTO', 'JMN', ['N']],
  ['Kabaddi Arena', 'SPORTS', 'SPL', ['R']],
  ['Virtual Horsebook', 'SPORTS', 'SPL', ['N']],
  ['Shapla Aviator', 'EGAME', 'SPL', ['F']],
  ['Boat Race Crash', 'EGAME', 'SPL', []],
  ['Coral Reef Shooter', 'FH', 'CBF', ['R']],
  ['Shark Bay Fishing', 'FH', 'CBF', ['F']],
  ['Beach Lotto 5', 'LOTTO', 'CBF', []],
  ['Sea Shell Scratch', 'LOTTO', 'CBF', ['N']],
  ['Wave Rider Crash', 'EGAME', 'CBF', []],
  ['Royal Tiger Teen Patti', 'TABLE', 'RTG', ['N']],
  ['Sundarban Andar Bahar', 'TABLE', 'SBS', []],
  ['Lucky Ludo Table', 'TABLE', 'CBF', ['R']],
  ['Shapla Kabaddi Fantasy', 'SPORTS', 'SPL', []],
  ['Padma Tombola', 'BINGO', 'PDL', []],
];

/** Bangla names of the featured and a few other games; the rest stay English in Bangla too (the fallback). */
const demoBanglaNames: Readonly<Record<string, string>> = {
  'Tiger Fortune': 'টাইগার ফরচুন',
  'Hilsa Hunter': 'ইলিশ শিকারি',
  'Sundarban Treasure': 'সুন্দরবনের গুপ্তধন',
  'Padma Baccarat': 'পদ্মা ব্যাকারা',
  'Rocket Rickshaw': 'রকেট রিকশা',
  'Jamuna Cricket Live': 'যমুনা ক্রিকেট লাইভ',
  'Shapla Aviator': 'শাপলা এভিয়েটর',
  'Shark Bay Fishing': 'শার্ক বে ফিশিং',
};

const codeOf = (platform: string, name: string) =>
  `${platform}-${name
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/-+$/, '')}`;

/**
 * An original demo catalogue: 8 fictional providers and 42 games with generated art, at least two
 * providers per category type. Rows are inserted only where missing, so staff changes (disabling,
 * featuring, new art) survive every restart; the SVG files are ours and rewritten each run.
 */
@Injectable()
@DemoSeed(15)
export class DemoCatalogueSeed implements DemoSeeder {
  constructor(
    @Inject(CatalogueRepository) private readonly catalogue: CatalogueRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async seed(): Promise<void> {
    const root = storageRoot(this.config.STORAGE_DIR);
    await mkdir(join(root, 'provider'), { recursive: true });
    await mkdir(join(root, 'game'), { recursive: true });
    const providerName = new Map<string, string>();
    for (const [i, p] of demoProviders.entries()) {
      providerName.set(p.platform, p.name);
      await writeFile(join(root, 'provider', `demo-${p.platform.toLowerCase()}.svg`), providerIconSvg(p.name, p.color));
      const icon = `/storage/provider/demo-${p.platform.toLowerCase()}.svg`;
      await this.catalogue.saveProvider({ platform: p.platform, name: p.name, nameBn: p.nameBn, icon, enabled: true, sortOrder: i }, true);
    }
    for (const [i, [name, type, platform, flags]] of demoGames.entries()) {
      const code = codeOf(platform, name);
      const file = `demo-${code.toLowerCase()}.svg`;
      await writeFile(join(root, 'game', file), gameCardSvg(name, type, providerName.get(platform)!));
      await this.catalogue.saveGame(
        {
          code,
          name,
          nameBn: demoBanglaNames[name] ?? '',
          type,
          platform,
          image: `/storage/game/${file}`,
          recommended: flags.includes('R'),
          isNew: flags.includes('N'),
          featured: flags.includes('F'),
          enabled: true,
          sortOrder: i,
        },
        true,
      );
    }
  }
}
