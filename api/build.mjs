// `npm run build -w api`: compiles the api's TypeScript (src and the migrations, without tests) into dist/
// with SWC, file by file, as Jest's @swc/jest does for every test (api/jest.config.js, the same options).
// No type checking here: `npm test` type-checks the whole tree (tsc --noEmit, its typecheck stage) and
// `npm run typecheck` does it alone. tsc took ~25 s of every build for types the typecheck checks again;
// SWC writes the same modules in about a second. The layout is tsc's (rootDir '..'): dist/api/src/main.js,
// dist/migrations/*.js, with source maps beside them.
import { transformFile } from '@swc/core';
import { mkdirSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(apiDir, '..');
// `--out <dir>` writes elsewhere (to compare with tsc's output); files of deleted sources stay, as with tsc.
const outFlag = process.argv.indexOf('--out');
const outDir = outFlag > 0 ? process.argv[outFlag + 1] : join(apiDir, 'dist');
const sourceRoots = [join(apiDir, 'src'), join(repoRoot, 'migrations')];
const isTest = (name) => /\.(spec|integration-spec|e2e-spec)\.ts$/.test(name);

/** The options api/jest.config.js gives @swc/jest: legacy decorators with metadata, as tsc emits them. */
const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2023',
    keepClassNames: true,
  },
  module: { type: 'es6' },
  sourceMaps: true,
  swcrc: false,
};

/** A file written whole or not at all: an api starting while a build runs never reads half a module. */
function writeAtomically(path, content) {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, path);
}

function sources(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...sources(path));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') && !isTest(entry.name)) found.push(path);
  }
  return found;
}

const started = Date.now();
const files = sourceRoots.flatMap(sources);
await Promise.all(
  files.map(async (file) => {
    const target = join(outDir, relative(repoRoot, file)).replace(/\.ts$/, '.js');
    const { code, map } = await transformFile(file, { ...swcOptions, filename: file, sourceFileName: relative(dirname(target), file) });
    mkdirSync(dirname(target), { recursive: true });
    if (map) writeAtomically(`${target}.map`, map);
    writeAtomically(target, `${code}\n//# sourceMappingURL=${target.split('/').pop()}.map\n`);
  }),
);
console.log(`api: ${files.length} files compiled into ${relative(repoRoot, outDir)} in ${Date.now() - started} ms`);
