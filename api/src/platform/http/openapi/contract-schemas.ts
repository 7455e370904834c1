import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** A JSON Schema as the contracts' build writes it (OpenAPI 3.1 schema objects). */
export type JsonSchema = Record<string, unknown>;

let loaded: Record<string, JsonSchema> | undefined;

/**
 * The JSON Schemas of every type exported by @khela/contracts, keyed by type name (`Page<X>` as `Page_X`),
 * generated from the TypeScript interfaces when the contracts build (libs/contracts/build-schemas.mjs).
 * The OpenAPI document serves them as its `components.schemas`.
 */
export function contractSchemas(): Record<string, JsonSchema> {
  loaded ??= JSON.parse(readFileSync(createRequire(import.meta.url).resolve('@khela/contracts/schemas.json'), 'utf8')) as Record<
    string,
    JsonSchema
  >;
  return loaded;
}
