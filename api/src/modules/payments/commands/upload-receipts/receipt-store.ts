import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import type { AppConfig } from '../../../../platform/config/load-config.js';
import { storageRoot } from '../../../../platform/paths.js';

/**
 * Deposit receipts live under STORAGE_DIR/.private/receipts. The public /storage route (express.static)
 * never serves dot-folders, so receipts (financial documents) are reachable only through the finance
 * endpoint, which checks the staff permission.
 */
@Injectable()
export class ReceiptStore {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async save(depositId: string, ext: string, bytes: Uint8Array): Promise<string> {
    const relative = join('.private', 'receipts', depositId, `${randomBytes(16).toString('hex')}.${ext}`);
    const path = join(storageRoot(this.config.STORAGE_DIR), relative);
    await mkdir(join(path, '..'), { recursive: true });
    await writeFile(path, bytes, { flag: 'wx' });
    return relative;
  }

  read(relative: string): Promise<Buffer> {
    return readFile(join(storageRoot(this.config.STORAGE_DIR), relative));
  }
}
