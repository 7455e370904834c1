import { describe, expect, it } from '@jest/globals';
import { validateSync } from 'class-validator';
import { fake, literalMessagesOf, notBangla, refusal, untranslated } from '../../../test/i18n/message-coverage.js';
import { MessageCatalog } from '../../platform/i18n/message-catalog.js';
import type { AuthenticatedSubject } from '../../platform/realtime/token-verifier.port.js';
import type { AuditContext } from '../backoffice/index.js';
import type { EditCatalogue } from './commands/edit-catalogue/edit-catalogue.js';
import { maxFavorites, type KeepFavorites } from './commands/keep-favorites/keep-favorites.js';
import { gamesBangla } from './games-messages.bn.js';
import type { CatalogueRepository } from './persistence/catalogue.repository.js';
import type { BrowseCatalogue } from './queries/browse-catalogue/browse-catalogue.js';
import { CataloguePlayerController } from './http/catalogue.player.controller.js';
import { CatalogueStaffController } from './http/catalogue.staff.controller.js';
import { CreateGameDto, CreateProviderDto } from './http/dto/catalogue.dto.js';
import { FavoritesPlayerController } from './http/favorites.player.controller.js';
import { launchRefusals } from './http/launch.player.controller.js';

/** The texts the module builds at run time, produced by the real controllers with real values. */
async function runTimeMessages(): Promise<string[]> {
  const audit = fake<AuditContext>({});
  const editor = (error: string) =>
    new CatalogueStaffController(
      fake<CatalogueRepository>({}),
      fake<EditCatalogue>(
        Object.fromEntries(
          ['createProvider', 'updateProvider', 'createGame', 'updateGame'].map((name) => [name, async () => ({ ok: false, error })]),
        ),
      ),
    );
  const provider = Object.assign(new CreateProviderDto(), { platform: 'RTG', name: 'RTG' });
  const game = Object.assign(new CreateGameDto(), { code: 'G-1', name: 'G', type: 'SLOT', platform: 'RTG' });
  const catalogue = await Promise.all(
    ['exists', 'not_found', 'unknown_provider'].flatMap((error) => [
      refusal(() => editor(error).createProvider(provider, audit)),
      refusal(() => editor(error).updateProvider('RTG', {}, audit)),
      refusal(() => editor(error).createGame(game, audit)),
      refusal(() => editor(error).updateGame('G-1', {}, audit)),
    ]),
  );

  const player = fake<AuthenticatedSubject>({ id: 'player-1' });
  const favorites = (error: string) =>
    new FavoritesPlayerController(fake<KeepFavorites>({ add: async () => ({ ok: false, error }), list: async () => [] }));
  const favourites = await Promise.all(
    ['too_many', 'unknown_game'].map((error) => refusal(() => favorites(error).add(player, { game_code: 'G-1' }, 'en'))),
  );

  const browse = new CataloguePlayerController(fake<BrowseCatalogue>({}));
  const types = [await refusal(() => browse.systems('CRICKET')), await refusal(() => browse.games('nope'))];

  const art = [
    ...validateSync(Object.assign(new CreateProviderDto(), { platform: 'RTG', name: 'RTG', icon: 'javascript:alert(1)' })),
    ...validateSync(Object.assign(new CreateGameDto(), { code: 'G-1', name: 'G', type: 'SLOT', platform: 'RTG', image: 'http://x' })),
  ].flatMap((e) => (e.constraints?.matches ? [e.constraints.matches] : []));
  expect(art).toEqual([
    'icon must be empty, a /storage/ path from an upload, or an https:// URL',
    'image must be empty, a /storage/ path from an upload, or an https:// URL',
  ]);
  return [...catalogue, ...favourites, ...types, ...art];
}

/** Result codes the scan of `error: '...'` also finds (values of the use cases): they never reach anyone. */
const isCode = (text: string) => /^[a-z_]+$/.test(text);

describe('games messages in Bangla', () => {
  it('has Bangla for every message the module answers with', async () => {
    const runTime = await runTimeMessages();
    expect(runTime).toEqual(
      expect.arrayContaining([
        'Provider already exists.',
        'Game already exists.',
        'Provider not found.',
        'Game not found.',
        'platform must be an existing provider',
        `You can keep up to ${maxFavorites} favourite games.`,
        'type must be one of SPORTS, LIVE, SLOT, TABLE, BINGO, EGAME, FH, LOTTO',
      ]),
    );
    // the provider simulator is a separate demo service (its own plain texts), not an API answer
    const simulator = new Set(literalMessagesOf('games/provider-simulator'));
    const literals = literalMessagesOf('games').filter((text) => !isCode(text) && !simulator.has(text));
    expect(literals).toEqual(expect.arrayContaining([...Object.values(launchRefusals).map((r) => r.message), 'User not logged in']));
    expect(literals).toContain('Added to favourites.');
    expect(untranslated(gamesBangla, [...literals, ...runTime])).toEqual([]);
  });

  it('translates run-time parts into the Bangla text', () => {
    const catalog = new MessageCatalog();
    catalog.register(gamesBangla);
    expect(catalog.translate(`You can keep up to ${maxFavorites} favourite games.`, 'bn')).toBe(
      `আপনি সর্বোচ্চ ${maxFavorites}টি প্রিয় গেম রাখতে পারবেন।`,
    );
    expect(catalog.translate('icon must be empty, a /storage/ path from an upload, or an https:// URL', 'bn')).toBe(
      'icon খালি, আপলোড থেকে পাওয়া একটি /storage/ পাথ, অথবা একটি https:// URL হতে হবে',
    );
  });

  it('gives each text a Bangla that is not the English text', () => {
    expect(notBangla(gamesBangla)).toEqual([]);
  });
});
