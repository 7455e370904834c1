import { describe, expect, it } from '@jest/globals';
import { gameCategoryTypes } from '@khela/contracts';
import { gameKindOf } from '../games/game-kinds.js';
import { gamePage, safeLobbyUrl } from './game-page.js';
import { pageTexts } from './page-texts.js';

const keysOf = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([k, v]) => (typeof v === 'object' ? keysOf(v as object, `${k}.`) : [`${prefix}${k}`]));

describe('simulator game page', () => {
  it('has every text in Bangla, none left in English', () => {
    expect(keysOf(pageTexts.bn)).toEqual(keysOf(pageTexts.en));
    const bn = pageTexts.bn as unknown as Record<string, unknown>;
    for (const key of keysOf(pageTexts.en)) {
      const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bn) as string;
      expect([key, /[\u0980-\u09FF]/.test(text)]).toEqual([key, true]);
    }
  });

  it('writes nothing from the launch URL into the HTML unescaped', () => {
    const html = gamePage({
      game: { code: 'X', name: '<img src=x onerror=alert(1)>', kind: 'slot' },
      token: '</script><script>alert(1)</script>',
      user: '"><b>',
      lang: 'en',
      mobile: true,
      lobbyUrl: safeLobbyUrl('https://khela.example/games?a="b"'),
    });
    expect(html).not.toContain('<img');
    expect(html).not.toContain('</script><script>');
    expect(html).not.toContain('"><b>');
    expect(html).toContain('class="mobile"');
    expect(html).toContain('href="https://khela.example/games?a=%22b%22"');
  });

  it('links back to the lobby only over http(s)', () => {
    expect(safeLobbyUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeLobbyUrl('not a url')).toBeUndefined();
    expect(safeLobbyUrl(null)).toBeUndefined();
    expect(safeLobbyUrl('http://localhost:3000/games?type=SLOT')).toBe('http://localhost:3000/games?type=SLOT');
  });

  it('every catalogue type plays the slot or roulette', () => {
    const kinds = Object.fromEntries(gameCategoryTypes.map((t) => [t, gameKindOf(t)]));
    expect(kinds).toMatchObject({ SLOT: 'slot', FH: 'slot', EGAME: 'slot', LIVE: 'roulette', TABLE: 'roulette', SPORTS: 'roulette' });
    expect(gameKindOf(undefined)).toBe('slot');
  });
});
