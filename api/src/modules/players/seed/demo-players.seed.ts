import { Inject, Injectable, Logger } from '@nestjs/common';
import { DemoSeed, type DemoSeeder } from '../../../platform/seed/demo-seeder.js';
import { validateMobileSignUp } from '../domain/sign-up-rules.js';
import { PlayersRepository } from '../persistence/players.repository.js';
import { SignUpService } from '../commands/sign-up/sign-up.service.js';

/**
 * The demo players printed at `npm start` (scripts/demo-logins.json lists the same logins): one with a
 * verified phone and a birth date, ready to deposit, and one fresh. Existing players are left as they are,
 * except that a demo player seeded before the birth-date rule gets its birth date (saved only while empty).
 */
export const demoPlayers = [
  {
    username: 'demoplayer1',
    password: 'Khela1234',
    name: 'Demo Player One',
    phone: '01700000001',
    email: 'demoplayer1@khela.example',
    phoneVerified: true,
    // issue 16: a deposit needs a saved birth date (18+); demoplayer2 stays without, to show the deposit page asking
    birthDate: '1990-01-01',
  },
  {
    username: 'demoplayer2',
    password: 'Khela1234',
    name: 'Demo Player Two',
    phone: '01700000002',
    email: 'demoplayer2@khela.example',
    phoneVerified: false,
    birthDate: null,
  },
] as const;

@Injectable()
@DemoSeed(20)
export class DemoPlayersSeed implements DemoSeeder {
  private readonly logger = new Logger('Seed');

  constructor(
    @Inject(PlayersRepository) private readonly players: PlayersRepository,
    @Inject(SignUpService) private readonly signUps: SignUpService,
  ) {}

  async seed(): Promise<void> {
    for (const demo of demoPlayers) {
      if (await this.players.usernameTaken(demo.username)) {
        await this.giveBirthDate(demo);
        continue;
      }
      const checked = validateMobileSignUp({ ...demo, confirmPassword: demo.password, currency: 'BDT' });
      if (!checked.ok) throw new Error(`demo player ${demo.username} breaks the sign-up rules: ${JSON.stringify(checked.errors)}`);
      const created = await this.signUps.create(checked.input, {
        channel: 'seed',
        ip: null,
        language: 'en',
        phoneVerified: demo.phoneVerified,
      });
      if (!created.ok && !(await this.players.usernameTaken(demo.username)))
        throw new Error(`demo player ${demo.username}: ${created.message}`);
      if (created.ok) this.logger.log(`demo player ${demo.username} created`);
      await this.giveBirthDate(demo);
    }
  }

  private async giveBirthDate(demo: (typeof demoPlayers)[number]): Promise<void> {
    if (!demo.birthDate) return;
    const player = await this.players.findByUsername(demo.username);
    if (player && !player.dofb) await this.players.setBirthDateOnce(player.id, demo.birthDate);
  }
}
