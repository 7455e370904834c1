// A Vite build plugin: writes a brotli (.br) and a gzip (.gz) copy beside each compressible build file, so the
// api's memoryAssets (api/src/platform/web/memory-assets.ts) reads them at start instead of compressing every
// file at every start. Same files and settings as memoryAssets uses when a copy is missing.
import { readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = new Set(['.js', '.css', '.svg', '.json']);
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export function precompress(): Plugin {
  return {
    name: 'khela-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const names = Object.keys(bundle).filter((name) => name.startsWith('assets/') && compressible.has(extname(name)));
      await Promise.all(
        names.map(async (name) => {
          const path = join(dir, name);
          const identity = await readFile(path);
          if (identity.length <= 1024) return;
          const [br, gz] = await Promise.all([
            brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
            gzipped(identity, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}
