import { describe, expect, it } from 'vitest';
import { bn, en } from './locales';

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/**
 * Texts that are the same in both languages on purpose: names, codes and abbreviations staff read as
 * they are. Anything else equal to its English is an untranslated text.
 */
const sameInBothLanguages =
  /^(English|বাংলা|CSV|IP|2FA|TOTP|SMS|OTP|URL|ID|BDT|INR|PKR|bKash|Nagad|Rocket|Upay|Telegram|WhatsApp|Facebook|Messenger|YouTube|Instagram|X|Khela|—|\{\{\s*\w+\s*\}\}.*)$/;

describe('back-office texts', () => {
  const english = new Map(leaves(en as unknown as Tree));
  const bangla = new Map(leaves(bn as unknown as Tree));

  it('has every English key in Bangla and no other', () => {
    expect([...bangla.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('keeps the same placeholders in both languages', () => {
    const differing = [...english].filter(([key, text]) => placeholders(text).join() !== placeholders(bangla.get(key) ?? '').join());
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it('translates every text (no empty Bangla, none left in English)', () => {
    const untranslated = [...english].filter(([key, text]) => {
      const translated = bangla.get(key) ?? '';
      // a text already in Bengali script stays as it is (the spec gives some texts only in Bangla)
      const alreadyBangla = /[\u0980-\u09FF]/.test(text);
      return translated.trim() === '' || (translated === text && !alreadyBangla && !sameInBothLanguages.test(text));
    });
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });
});
