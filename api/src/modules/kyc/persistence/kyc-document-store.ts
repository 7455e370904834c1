import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { APP_CONFIG } from '../../../platform/config/config.module.js';
import type { AppConfig } from '../../../platform/config/load-config.js';
import { storageRoot } from '../../../platform/paths.js';

/**
 * KYC documents live under STORAGE_DIR/.private/kyc/<player>/ with random names. The public /storage route never
 * serves dot-folders, so a document is reachable only through the staff route that checks kyc.review and reads
 * the path from the player's row (never from the request).
 */
@Injectable()
export class KycDocumentStore {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async save(playerId: string, ext: string, bytes: Uint8Array): Promise<string> {
    const relative = join('.private', 'kyc', playerId, `${randomBytes(16).toString('hex')}.${ext}`);
    const path = join(storageRoot(this.config.STORAGE_DIR), relative);
    await mkdir(join(path, '..'), { recursive: true });
    await writeFile(path, bytes, { flag: 'wx' });
    return relative;
  }

  read(relative: string): Promise<Buffer> {
    return readFile(join(storageRoot(this.config.STORAGE_DIR), relative));
  }
}
