import { Injectable } from '@nestjs/common';
import { argon2id, hash as argonHash, verify as argonVerify } from 'argon2';

/** argon2id password hashes. A port so tests and callers never touch the library directly. */
@Injectable()
export class PasswordHasher {
  // Verified against when the username is unknown, so the answer takes as long either way.
  private dummyHash: Promise<string> | undefined;

  hash(password: string): Promise<string> {
    return argonHash(password, { type: argon2id });
  }

  async verify(stored: string | undefined, password: string): Promise<boolean> {
    const target = stored ?? (await (this.dummyHash ??= this.hash('not-a-real-password-0')));
    try {
      return (await argonVerify(target, password)) && stored !== undefined;
    } catch {
      return false;
    }
  }
}
