import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { APP_CONFIG } from '../../../platform/config/config.module.js';
import type { AppConfig } from '../../../platform/config/load-config.js';
import { storageRoot } from '../../../platform/paths.js';

/**
 * Chat images live under STORAGE_DIR/.private/chat/<conversation>: the public /storage route never serves
 * dot-folders, so an image is reachable only through the chat's own routes, which check that the caller
 * is the conversation's player or an agent.
 */
@Injectable()
export class ChatImageStore {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async save(conversationId: string, ext: string, bytes: Uint8Array): Promise<string> {
    const relative = join('.private', 'chat', conversationId, `${randomBytes(16).toString('hex')}.${ext}`);
    const path = join(storageRoot(this.config.STORAGE_DIR), relative);
    await mkdir(join(path, '..'), { recursive: true });
    await writeFile(path, bytes, { flag: 'wx' });
    return relative;
  }

  read(relative: string): Promise<Buffer> {
    return readFile(join(storageRoot(this.config.STORAGE_DIR), relative));
  }
}
