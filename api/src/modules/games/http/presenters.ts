import type { GameItem, ProviderItem, StaffGameItem, StaffProviderItem } from '@khela/contracts';
import { gameTags } from '../domain/game-tags.js';
import type { Game, Provider } from '../persistence/catalogue.repository.js';
import type { Language } from '../../../platform/i18n/message-catalog.js';
import { inLanguage } from '../../../platform/i18n/request-language.js';

export const presentProvider = (p: Provider, language: Language = 'en'): ProviderItem => ({
  platform: p.platform,
  name: inLanguage(language, p.name, p.nameBn),
  icon: p.icon,
});

/** A game as players see it: its name in their language where staff translated it, else the English. */
export const presentGame = (g: Game, language: Language = 'en'): GameItem => ({
  code: g.code,
  name: inLanguage(language, g.name, g.nameBn),
  type: g.type,
  platform: g.platform,
  image: g.image,
  tags: gameTags(g),
  sort_order: g.sortOrder,
  created_at: g.createdAt.toISOString(),
});

export const presentStaffProvider = (p: Provider): StaffProviderItem => ({
  ...presentProvider(p),
  name_bn: p.nameBn,
  enabled: p.enabled,
  sort_order: p.sortOrder,
});

export const presentStaffGame = (g: Game): StaffGameItem => ({
  ...presentGame(g),
  name_bn: g.nameBn,
  enabled: g.enabled,
  recommended: g.recommended,
  is_new: g.isNew,
  featured: g.featured,
});
