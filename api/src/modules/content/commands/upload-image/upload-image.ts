import { Inject, Injectable } from '@nestjs/common';
import type { UploadedImage, UploadPurpose } from '@khela/contracts';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import type { AppConfig } from '../../../../platform/config/load-config.js';
import { AuditLog, type AuditContext } from '../../../backoffice/index.js';
import { checkImage } from '../../domain/image-type.js';
import { reencodeImage } from '../../images/reencode-image.js';
import { ImageStore } from './image-store.js';

export type UploadResult =
  { ok: true; image: UploadedImage } | { ok: false; reason: 'empty' | 'type' | 'size' | 'unreadable' | 'pixels'; message: string };

/**
 * A staff image upload: checked by its bytes (type and size), decoded and encoded again (only sharp's
 * output is stored, never the uploaded bytes), then stored under its purpose's folder and recorded in the
 * audit log (no before: a stored file is new and never changes).
 */
@Injectable()
export class UploadImage {
  constructor(
    @Inject(ImageStore) private readonly store: ImageStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(AuditLog) private readonly audit: AuditLog,
  ) {}

  get maxBytes(): number {
    return this.config.UPLOAD_MAX_BYTES;
  }

  async execute(purpose: UploadPurpose, bytes: Uint8Array, audit: AuditContext): Promise<UploadResult> {
    const check = checkImage(bytes, this.maxBytes);
    if (!check.ok) return check;
    const clean = await reencodeImage(bytes, check.type);
    if (!clean.ok) return clean;
    const url = await this.store.saveUnderRandomName(purpose, clean.type.ext, clean.bytes);
    const image: UploadedImage = { url, mime: clean.type.mime, size: clean.bytes.length };
    await this.audit.record(audit, {
      action: 'content.upload',
      targetKind: 'upload',
      targetId: url,
      before: null,
      after: { ...image, purpose },
    });
    return { ok: true, image };
  }
}
