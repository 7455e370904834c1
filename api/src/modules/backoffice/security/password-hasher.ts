import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';

/** argon2id password hashes. A port so tests and callers never touch the library directly. */
@Injectable()
export class PasswordHasher {
  // Verified against when the username is unknown, so the answer takes as long either way.
  private dummyHash: Promise<string> | undefined;

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id });
  }

  async verify(hash: string | undefined, password: string): Promise<boolean> {
    const target = hash ?? (await (this.dummyHash ??= this.hash('not-a-real-password-0')));
    try {
      return (await argon2.verify(target, password)) && hash !== undefined;
    } catch {
      return false;
    }
  }
}
