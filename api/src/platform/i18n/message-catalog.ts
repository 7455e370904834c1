import { Injectable } from '@nestjs/common';

export type Language = 'en' | 'bn';

/**
 * Bangla for texts the API answers with, keyed by the exact English text. A key may hold `{{name}}`
 * placeholders for the parts a message fills in at run time (a count, a time): the same names must
 * appear in the Bangla text, which receives the values the English one had.
 */
export type BanglaMessages = Readonly<Record<string, string>>;

interface Pattern {
  english: RegExp;
  names: string[];
  bangla: string;
}

const placeholder = /\{\{\s*(\w+)\s*\}\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every module registers the Bangla of its own messages at start-up (its module class's constructor);
 * answers to requests in Bangla are then translated on the way out (see LocalizeMessagesInterceptor
 * and AllExceptionsFilter). English stays the source: a text with no Bangla goes out in English.
 */
@Injectable()
export class MessageCatalog {
  private readonly exact = new Map<string, string>();
  private readonly patterns: Pattern[] = [];

  register(messages: BanglaMessages): void {
    for (const [english, bangla] of Object.entries(messages)) {
      const names = [...english.matchAll(placeholder)].map((m) => m[1]!);
      const banglaNames = [...bangla.matchAll(placeholder)].map((m) => m[1]!);
      if ([...names].sort().join() !== [...banglaNames].sort().join())
        throw new Error(`Bangla of "${english}" must use the placeholders ${names.join(', ') || '(none)'}`);
      if (names.length === 0) {
        const known = this.exact.get(english);
        if (known !== undefined && known !== bangla) throw new Error(`two Bangla texts registered for "${english}"`);
        this.exact.set(english, bangla);
        continue;
      }
      const source = english
        .split(placeholder)
        .map((part, i) => (i % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
        .join('');
      this.patterns.push({ english: new RegExp(`^${source}$`), names, bangla });
    }
  }

  translate(text: string, language: Language): string {
    if (language !== 'bn') return text;
    const exact = this.exact.get(text);
    if (exact !== undefined) return exact;
    for (const pattern of this.patterns) {
      const match = pattern.english.exec(text);
      if (!match) continue;
      const values = new Map(pattern.names.map((name, i) => [name, match[i + 1]!]));
      return pattern.bangla.replace(placeholder, (_, name: string) => values.get(name) ?? '');
    }
    return text;
  }

  /** Whether a text has a Bangla (tests use it to check that a module's messages are all covered). */
  has(text: string): boolean {
    return this.translate(text, 'bn') !== text || this.exact.has(text);
  }
}

/** The language a request asks for: `Accept-Language` whose first range is Bangla (bn, bn-BD) means Bangla. */
export function requestLanguage(acceptLanguage: string | undefined): Language {
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  return first === 'bn' || first.startsWith('bn-') ? 'bn' : 'en';
}

/**
 * The texts of an answer body, translated: `message` and `error` strings and the field messages of
 * `errors`. Everything else (data) is left as it is.
 */
export function localizeBody(body: unknown, translate: (text: string) => string): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const source = body as Record<string, unknown>;
  // nothing to translate: the very same value (a copy would turn a file or a class instance into a plain object)
  if (!('message' in source) && !('error' in source) && !('errors' in source)) return body;
  const out: Record<string, unknown> = { ...source };
  for (const key of ['message', 'error'] as const) if (typeof source[key] === 'string') out[key] = translate(source[key]);
  const errors = source.errors;
  if (errors && typeof errors === 'object' && !Array.isArray(errors)) {
    out.errors = Object.fromEntries(
      Object.entries(errors as Record<string, unknown>).map(([field, value]) => [
        field,
        typeof value === 'string'
          ? translate(value)
          : Array.isArray(value)
            ? value.map((v) => (typeof v === 'string' ? translate(v) : v))
            : value,
      ]),
    );
  }
  return out;
}
