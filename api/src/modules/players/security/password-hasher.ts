import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';

/**
 * argon2id with OWASP's recommended parameters (19 MiB, 2 passes, 1 lane): about 40 ms on our 2-core
 * machines, so a login burst cannot starve the api. Hashes made with other parameters are upgraded at
 * the next successful login.
 */
const options = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordHasher {
  // Verified against when the username is unknown, so a miss costs as long as a wrong password.
  private readonly decoy = argon2.hash('decoy-password-for-unknown-usernames', options);

  hash(password: string): Promise<string> {
    return argon2.hash(password, options);
  }

  async verify(hash: string | undefined, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash ?? (await this.decoy), password);
    } catch {
      return false;
    }
  }

  needsRehash(hash: string): boolean {
    return argon2.needsRehash(hash, { memoryCost: options.memoryCost, timeCost: options.timeCost, parallelism: options.parallelism });
  }
}
