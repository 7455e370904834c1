import { translationProblems } from '@khela/web-kit';
import { describe, expect, it } from 'vitest';
import { bn } from './locales/bn';
import { en } from './locales/en';

/**
 * Texts that are the same in both languages on purpose: names, codes and abbreviations read as they
 * are. Anything else equal to its English is an untranslated text.
 */
const sameInBothLanguages =
  /^(English|বাংলা|CSV|IP|2FA|TOTP|SMS|OTP|URL|ID|BDT|INR|PKR|bKash|Nagad|Rocket|Upay|Telegram|WhatsApp|Facebook|Messenger|YouTube|Instagram|X|Khela|—|\{\{\s*\w+\s*\}\}.*)$/;

describe('player site texts', () => {
  const problems = translationProblems(en, bn, sameInBothLanguages);

  it('has every English key in Bangla and no other', () => {
    expect({ missing: problems.missing, extra: problems.extra }).toEqual({ missing: [], extra: [] });
  });

  it('keeps the same placeholders in both languages', () => {
    expect(problems.placeholders).toEqual([]);
  });

  it('translates every text (no empty Bangla, none left in English)', () => {
    expect(problems.untranslated).toEqual([]);
  });
});
