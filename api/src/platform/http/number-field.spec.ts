import { describe, expect, it } from '@jest/globals';
import { BadRequestException } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
// @ts-expect-error -- class-transformer ships no types for this path; its storage is typed below
import { defaultMetadataStorage } from 'class-transformer/cjs/storage.js';
import { getMetadataStorage } from 'class-validator';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createValidationPipe } from './validation.js';

/**
 * Every DTO field that class-transformer turns into a number, read from class-transformer's own metadata
 * storage (as api/test/security/bad-input.integration-spec.ts reads class-validator's): `@Type(() => Number)`,
 * `@NumberField()` or any `@Transform` that makes a number of number text. Each gets the values a JSON body
 * or a query can carry that are no number, through the validation pipe every route sits behind: each must be
 * refused with 400 (never a TypeError, a 500), and number text must still become a number.
 */

/** A DTO class, as class-transformer's storage keys it. */
type Dto = abstract new (...args: never[]) => object;

interface TypeMeta {
  typeFunction: (options?: unknown) => unknown;
}
interface TransformMeta {
  transformFn: (params: { value: unknown; key: string; obj: unknown; type: number; options: object }) => unknown;
}
const storage = defaultMetadataStorage as {
  _typeMetadatas: Map<Dto, Map<string, TypeMeta>>;
  _transformMetadatas: Map<Dto, Map<string, TransformMeta[]>>;
};

const src = fileURLToPath(new URL('../..', import.meta.url));

/** Every source file of the api that declares class-transformer metadata (so every DTO class), loaded. */
async function loadDtos(): Promise<string[]> {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.ts$/.test(entry.name) && !/spec\.ts$/.test(entry.name) && !path.includes(join('platform', 'config'))) {
        const text = readFileSync(path, 'utf8');
        if (/from 'class-transformer'|NumberField\(/.test(text)) files.push(path);
      }
    }
  };
  walk(src);
  for (const file of files) await import(file);
  return files.map((f) => relative(src, f));
}

function makesNumbers(transform: TransformMeta, key: string): boolean {
  try {
    return typeof transform.transformFn({ value: '7', key, obj: { [key]: '7' }, type: 0, options: {} }) === 'number';
  } catch {
    return true; // a transform that throws on number text is walked too (and will fail below)
  }
}

interface NumberFieldRef {
  dto: Dto;
  field: string;
}

function numberFields(): NumberFieldRef[] {
  const out: NumberFieldRef[] = [];
  const seen = new Set<string>();
  const add = (dto: Dto, field: string) => {
    if (dto.name === 'EnvSchema' || seen.has(`${dto.name}.${field}`)) return; // environment text, not request input
    seen.add(`${dto.name}.${field}`);
    out.push({ dto, field });
  };
  for (const [dto, fields] of storage._typeMetadatas)
    for (const [field, meta] of fields) if (meta.typeFunction() === Number) add(dto, field);
  for (const [dto, fields] of storage._transformMetadatas)
    for (const [field, transforms] of fields) if (transforms.some((t) => makesNumbers(t, field))) add(dto, field);
  return out;
}

/** Values no number field may accept: what JSON bodies carry (objects, arrays, booleans) and odd text. */
const notNumbers: Array<[string, unknown]> = [
  ['an empty object', {}],
  ['an object whose toString is no function', { toString: 'x' }],
  ['an object whose valueOf and toString are no functions', { valueOf: 1, toString: 'x' }],
  ['an object without prototype', Object.assign(Object.create(null) as object, { a: 1 })],
  ['an empty array', []],
  ['an array of number text', ['7']],
  ['an array holding an object whose toString is no function', [{ toString: 'x' }]],
  ['true', true],
  ['false', false],
  ['a huge string of digits', '9'.repeat(400)],
  ['1e400', '1e400'],
  ['an empty string', ''],
  ['number text with spaces', ' 7 '],
  ['hexadecimal text', '0x10'],
];

describe('number fields of every DTO', () => {
  it('refuse objects, arrays, booleans and odd text with 400, never a 500, and still read number text', async () => {
    const files = await loadDtos();
    const fields = numberFields();
    const names = fields.map(({ dto, field }) => `${dto.name}.${field}`);
    // the walk found the DTOs (so this test cannot pass on an empty list)
    expect(files.length).toBeGreaterThan(10);
    expect(names).toEqual(
      expect.arrayContaining([
        'CreateReceivingNumberDto.method_id',
        'PaymentQueueQueryDto.method_id',
        'ListAuditDto.page',
        'StatementQueryDto.per_page',
        'GameRoundsQueryDto.page',
        'FairVerifyQuery.nonce',
      ]),
    );
    expect(fields.length).toBeGreaterThanOrEqual(25);

    const pipe = createValidationPipe();
    const wrong: string[] = [];
    for (const { dto, field } of fields) {
      const name = `${dto.name}.${field}`;
      for (const [what, value] of notNumbers) {
        try {
          const accepted = (await pipe.transform({ [field]: value }, { type: 'body', metatype: dto as never, data: '' })) as object;
          wrong.push(`${name} accepted ${what} as ${JSON.stringify((accepted as Record<string, unknown>)[field])}`);
        } catch (error) {
          if (!(error instanceof BadRequestException)) wrong.push(`${name} with ${what}: ${String(error)} (a 500)`);
          else {
            const errors = (error.getResponse() as { errors?: Record<string, string[]> }).errors ?? {};
            // a field validated only when another field says so (ValidateIf) may be refused through that one
            if (!errors[field] && !isConditional(dto, field)) wrong.push(`${name} with ${what}: 400 without a message for ${field}`);
          }
        }
      }
      const read = plainToInstance(dto as new () => object, { [field]: '7' }) as Record<string, unknown>;
      if (read[field] !== 7) wrong.push(`${name}: '7' read as ${JSON.stringify(read[field])}`);
      const kept = plainToInstance(dto as new () => object, { [field]: 7 }) as Record<string, unknown>;
      if (kept[field] !== 7) wrong.push(`${name}: 7 read as ${JSON.stringify(kept[field])}`);
    }
    expect(wrong).toEqual([]);
  });
});

function isConditional(dto: Dto, field: string): boolean {
  return getMetadataStorage()
    .getTargetValidationMetadatas(dto, '', true, false)
    .some((m) => m.propertyName === field && m.type === 'conditionalValidation');
}
