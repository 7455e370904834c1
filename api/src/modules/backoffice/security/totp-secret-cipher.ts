import { Inject, Injectable, Logger } from '@nestjs/common';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { APP_CONFIG } from '../../../platform/config/config.module.js';
import type { AppConfig } from '../../../platform/config/load-config.js';

/**
 * Encrypts TOTP secrets at rest with AES-256-GCM under STAFF_TOTP_KEY. Without the key (the demo)
 * secrets are stored marked 'plain:' (never returned by any API) and production logs a warning.
 */
@Injectable()
export class TotpSecretCipher {
  private readonly key: Buffer | undefined;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const raw = config.STAFF_TOTP_KEY;
    this.key = raw ? createHash('sha256').update(raw).digest() : undefined;
    if (!this.key && config.NODE_ENV === 'production') {
      new Logger('Backoffice').warn('STAFF_TOTP_KEY is not set: staff TOTP secrets are stored unencrypted.');
    }
  }

  seal(secret: string): string {
    if (!this.key) return `plain:${secret}`;
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return `v1:${Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64')}`;
  }

  open(sealed: string): string {
    if (sealed.startsWith('plain:')) return sealed.slice(6);
    if (!sealed.startsWith('v1:') || !this.key) throw new Error('TOTP secret cannot be decrypted with the configured key');
    const raw = Buffer.from(sealed.slice(3), 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }
}
