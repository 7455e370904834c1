// `npm run build -w libs/contracts` (after tsc): every exported type of src/ as JSON Schema, written to
// dist/schemas.json. The api's OpenAPI document takes its response schemas from here (api/src/platform/http/
// openapi/), so the TypeScript interfaces stay the one description of what the API answers.
//
// The output is ready for an OpenAPI 3.1 `components.schemas`: references point at `#/components/schemas/`,
// generic instances get names OpenAPI allows (`Page<AuditEntry>` becomes `Page_AuditEntry`), and functions
// exported beside the types (formatMoney, ...) are left out.
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGenerator } from 'ts-json-schema-generator';

const here = dirname(fileURLToPath(import.meta.url));
const generated = createGenerator({
  path: join(here, 'src/*.ts'),
  tsconfig: join(here, 'tsconfig.json'),
  type: '*',
  expose: 'export',
  skipTypeCheck: true, // tsc has just checked these files
}).createSchema('*');

const componentName = (name) => name.replace(/</g, '_').replace(/>/g, '').replace(/,\s*/g, '_');

/** Rewrites `#/definitions/X` references, recursively, to the component names. */
function rewrite(node) {
  if (Array.isArray(node)) return node.map(rewrite);
  if (!node || typeof node !== 'object') return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string' && value.startsWith('#/definitions/')) {
      out.$ref = `#/components/schemas/${componentName(decodeURIComponent(value.slice('#/definitions/'.length)))}`;
    } else out[key] = rewrite(value);
  }
  return out;
}

const schemas = {};
for (const [name, schema] of Object.entries(generated.definitions ?? {})) {
  if (schema.$comment?.includes('=>')) continue; // a function (formatMoney, isCurrency, ...)
  schemas[componentName(name)] = rewrite(schema);
}

mkdirSync(join(here, 'dist'), { recursive: true });
writeFileSync(join(here, 'dist/schemas.json'), `${JSON.stringify(schemas, null, 1)}\n`);
console.log(`libs/contracts: ${Object.keys(schemas).length} schemas written to dist/schemas.json`);
