import { Inject, Injectable } from '@nestjs/common';
import { generateSecret, generateURI, verifySync } from 'otplib';
import { toDataURL } from 'qrcode';
import { Clock } from '../../../platform/clock/clock.js';

export const totpIssuer = 'Khela Back Office';

/**
 * TOTP (RFC 6238, 30-second steps, 6 digits) for staff sign-in, and the QR code for enrolment. The time
 * a code is checked against is the platform's Clock (ManualClock in tests).
 */
@Injectable()
export class Totp {
  constructor(@Inject(Clock) private readonly clock: Clock) {}

  newSecret(): string {
    return generateSecret();
  }

  uri(secret: string, account: string): string {
    return generateURI({ issuer: totpIssuer, label: account, secret });
  }

  qrDataUrl(uri: string): Promise<string> {
    return toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 220 });
  }

  /**
   * The time step a code belongs to, or undefined when it is wrong. One step of clock drift either
   * way is accepted; callers refuse a step already used, so a code works once.
   */
  verify(secret: string, code: string): number | undefined {
    if (!/^\d{6}$/.test(code)) return undefined;
    try {
      const epoch = Math.floor(this.clock.nowMs() / 1000);
      const result = verifySync({ secret, token: code, epoch, epochTolerance: 30 });
      if (!result.valid) return undefined;
      // TOTP results carry the matched step; computed the same way should the type not say so
      return 'timeStep' in result && typeof result.timeStep === 'number' ? result.timeStep : Math.floor(epoch / 30) + result.delta;
    } catch {
      return undefined;
    }
  }
}
