import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { notBangla, untranslated } from '../../../test/i18n/message-coverage.js';
import { checkNumbers, checkTarget, checkValue, inputRefusals } from '../http/input-guard.js';
import { repoRoot } from '../paths.js';
import { MessageCatalog } from './message-catalog.js';
import { platformBangla } from './platform-messages.bn.js';

/** The sentences the HTTP pipeline's files answer with: quoted texts that start with a capital and end with a full stop. */
function pipelineTexts(): string[] {
  const found = new Set<string>();
  for (const file of ['all-exceptions.filter.ts', 'input-guard.ts', 'validation.ts']) {
    const text = readFileSync(join(repoRoot, 'api/src/platform/http', file), 'utf8');
    for (const match of text.matchAll(/'([A-Z][^'\n]*\.)'/g)) found.add(match[1]!);
  }
  return [...found];
}

const message = (refusal: { getResponse(): unknown } | undefined) => (refusal?.getResponse() as { message: string }).message;

describe('platform messages in Bangla', () => {
  it('has Bangla for every answer of the exception filter, the validation pipe and the input guard', () => {
    const texts = pipelineTexts();
    expect(texts).toEqual(expect.arrayContaining(['Request body is not valid JSON.', 'The request contains a value that is not valid.']));
    const runTime = [
      message(checkValue({ note: '\u0000' })),
      message(checkValue({ 'odd key': '\u0000' })),
      message(checkValue({ a: { __proto__: null, constructor: 1 } })),
      message(checkTarget('/x/%00')),
      message(checkTarget('/x?%')),
      message(checkNumbers({ page: 1e30 })),
      message(checkNumbers({ 'odd key': 1e30 })),
      inputRefusals.tooDeep,
      'Invalid request',
    ];
    expect(untranslated(platformBangla, [...texts, ...runTime])).toEqual([]);
  });

  it('carries the field name into the Bangla', () => {
    const catalog = new MessageCatalog();
    catalog.register(platformBangla);
    expect(catalog.translate(inputRefusals.fieldCharacter('reason'), 'bn')).toBe('reason-এ এমন একটি অক্ষর আছে যা অনুমোদিত নয়।');
    expect(catalog.translate('A field contains a character that is not allowed.', 'bn')).toBe('একটি ঘরে এমন একটি অক্ষর আছে যা অনুমোদিত নয়।');
    expect(catalog.translate(inputRefusals.outOfRange('page'), 'bn')).toBe('page সীমার বাইরে।');
  });

  it('gives each text a Bangla that is not the English text', () => {
    expect(notBangla(platformBangla)).toEqual([]);
  });
});
