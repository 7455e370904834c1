import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** The repository root, whether the code runs from src (tests, dev) or from dist (build). */
export const repoRoot = resolve(here, here.includes('/dist/') ? '../../../../..' : '../../..');

/** Where uploaded and generated files live: STORAGE_DIR, relative paths taken from the repository root. */
export const storageRoot = (storageDir: string): string => resolve(repoRoot, storageDir);
