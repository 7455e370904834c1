import { Injectable } from '@nestjs/common';
import { generateSecret, generateURI, verifySync } from 'otplib';
import { toDataURL } from 'qrcode';

export const totpIssuer = 'Khela Back Office';

/** TOTP (RFC 6238, 30-second steps, 6 digits) for staff sign-in, and the QR code for enrolment. */
@Injectable()
export class Totp {
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
      const result = verifySync({ secret, token: code, epochTolerance: 30 });
      return result.valid ? result.timeStep + result.delta : undefined;
    } catch {
      return undefined;
    }
  }
}
