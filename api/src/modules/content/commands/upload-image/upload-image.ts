import { Inject, Injectable } from '@nestjs/common';
import type { UploadedImage, UploadPurpose } from '@khela/contracts';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import type { AppConfig } from '../../../../platform/config/load-config.js';
import { checkImage } from '../../domain/image-type.js';
import { ImageStore } from './image-store.js';

export type UploadResult = { ok: true; image: UploadedImage } | { ok: false; reason: 'empty' | 'type' | 'size'; message: string };

/** A staff image upload: checked by its bytes (type and size), then stored under its purpose's folder. */
@Injectable()
export class UploadImage {
  constructor(
    @Inject(ImageStore) private readonly store: ImageStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get maxBytes(): number {
    return this.config.UPLOAD_MAX_BYTES;
  }

  async execute(purpose: UploadPurpose, bytes: Uint8Array): Promise<UploadResult> {
    const check = checkImage(bytes, this.maxBytes);
    if (!check.ok) return check;
    const url = await this.store.saveUnderRandomName(purpose, check.type.ext, bytes);
    return { ok: true, image: { url, mime: check.type.mime, size: bytes.length } };
  }
}
