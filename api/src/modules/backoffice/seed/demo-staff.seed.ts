import { Inject, Injectable } from '@nestjs/common';
import { DemoSeed, type DemoSeeder } from '../../../platform/seed/demo-seeder.js';
import { demoStaff } from '../domain/demo-staff.js';
import { StaffUsersRepository } from '../persistence/staff-users.repository.js';
import { PasswordHasher } from '../security/password-hasher.js';
import { TotpSecretCipher } from '../security/totp-secret-cipher.js';

/**
 * Demo back-office accounts with known passwords and fixed TOTP secrets (domain/demo-staff.ts, the
 * same list scripts/demo-logins.json prints at start). Idempotent: an existing username is left as
 * it is, so a demo admin's changes survive a restart.
 */
@Injectable()
@DemoSeed(30)
export class DemoStaffSeed implements DemoSeeder {
  constructor(
    @Inject(StaffUsersRepository) private readonly staff: StaffUsersRepository,
    @Inject(PasswordHasher) private readonly passwords: PasswordHasher,
    @Inject(TotpSecretCipher) private readonly cipher: TotpSecretCipher,
  ) {}

  async seed(): Promise<void> {
    for (const demo of demoStaff) {
      if (await this.staff.byUsername(demo.username)) continue;
      await this.staff.insert(this.staff.pool, {
        username: demo.username,
        displayName: demo.displayName,
        passwordHash: await this.passwords.hash(demo.password),
        roles: demo.roles,
        totpSecret: this.cipher.seal(demo.totpSecret),
        totpEnabled: true,
      });
    }
  }
}
