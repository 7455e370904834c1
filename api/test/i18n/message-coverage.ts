import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../src/platform/paths.js';
import { MessageCatalog, type BanglaMessages } from '../../src/platform/i18n/message-catalog.js';

/** Every .ts file of a module except its tests. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !/\.(spec|integration-spec|e2e-spec)\.ts$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The fixed English texts a module answers with, as written in its source: `message: '...'` (answers,
 * exceptions, class-validator options) and `error: '...'`. Texts built at run time are checked through
 * the message tables the module exports (see `untranslated`).
 */
export function literalMessagesOf(module: string): string[] {
  const found = new Set<string>();
  for (const file of sourceFiles(join(repoRoot, 'api/src/modules', module))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\b(?:message|error):\s*'((?:[^'\\]|\\.)+)'/g)) found.add(match[1]!.replace(/\\'/g, "'"));
    for (const match of text.matchAll(/\b(?:message|error):\s*"((?:[^"\\]|\\.)+)"/g)) found.add(match[1]!.replace(/\\"/g, '"'));
  }
  return [...found].sort();
}

/** The texts among `texts` that have no Bangla in `messages`. */
export function untranslated(messages: BanglaMessages, texts: Iterable<string>): string[] {
  const catalog = new MessageCatalog();
  catalog.register(messages);
  return [...new Set(texts)].filter((text) => !catalog.has(text)).sort();
}

/** Entries whose "Bangla" is not Bangla: the English text again, or nothing in Bengali script. */
export function notBangla(messages: BanglaMessages): string[] {
  return Object.entries(messages)
    .filter(([english, bangla]) => (bangla === english && /[A-Za-z]/.test(english)) || !/[\u0980-\u09FF]/.test(bangla))
    .map(([english]) => english);
}

/** A stand-in with only the parts a test needs (for constructing controllers and interceptors). */
export const fake = <T>(parts: Partial<Record<keyof T, unknown>>) => parts as unknown as T;

/** The `message` of the HTTP error a call throws. */
export async function refusal(call: () => unknown): Promise<string> {
  try {
    await call();
  } catch (error) {
    return ((error as { getResponse(): unknown }).getResponse() as { message: string }).message;
  }
  throw new Error('the call was not refused');
}
