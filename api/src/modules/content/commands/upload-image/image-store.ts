import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import type { AppConfig } from '../../../../platform/config/load-config.js';
import { storageRoot } from '../../../../platform/paths.js';

/**
 * Writes files under STORAGE_DIR, which the api serves at /storage with cache headers. Names are
 * random, so a stored file never changes and can be cached for long; the caller picks the folder.
 */
@Injectable()
export class ImageStore {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Stores the bytes as <folder>/<random>.<ext> and answers the public URL. */
  async saveUnderRandomName(folder: string, ext: string, bytes: Uint8Array): Promise<string> {
    const name = `${randomBytes(16).toString('hex')}.${ext}`;
    await this.write(folder, name, bytes);
    return `/storage/${folder}/${name}`;
  }

  /** Stores a file under a fixed name (generated demo art); answers the public URL. */
  async write(folder: string, name: string, bytes: Uint8Array | string): Promise<string> {
    if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(folder) || !/^[A-Za-z0-9._-]+$/.test(name) || name.startsWith('.')) {
      throw new Error(`Refusing to write storage path ${folder}/${name}`);
    }
    const dir = join(storageRoot(this.config.STORAGE_DIR), folder);
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, name), bytes, { flag: 'w' });
    return `/storage/${folder}/${name}`;
  }
}
