import type { GameItem, ProviderItem, StaffGameItem, StaffProviderItem } from '@khela/contracts';
import { gameTags } from '../domain/game-tags.js';
import type { Game, Provider } from '../persistence/catalogue.repository.js';

export const presentProvider = (p: Provider): ProviderItem => ({ platform: p.platform, name: p.name, icon: p.icon });

export const presentGame = (g: Game): GameItem => ({
  code: g.code,
  name: g.name,
  type: g.type,
  platform: g.platform,
  image: g.image,
  tags: gameTags(g),
  sort_order: g.sortOrder,
  created_at: g.createdAt.toISOString(),
});

export const presentStaffProvider = (p: Provider): StaffProviderItem => ({
  ...presentProvider(p),
  enabled: p.enabled,
  sort_order: p.sortOrder,
});

export const presentStaffGame = (g: Game): StaffGameItem => ({
  ...presentGame(g),
  enabled: g.enabled,
  recommended: g.recommended,
  is_new: g.isNew,
  featured: g.featured,
});
