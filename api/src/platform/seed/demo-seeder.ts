import { Injectable, Logger, SetMetadata } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';

const DEMO_SEEDER = 'khela:demo-seeder';

/** A module's demo data. `seed` must be idempotent: every `npm start` runs it again. */
export interface DemoSeeder {
  seed(): Promise<void>;
}

/** Marks a provider as demo seeder; lower `order` runs first (players before their deposits). */
export const DemoSeed = (order: number): ClassDecorator => SetMetadata(DEMO_SEEDER, order);

/** Runs every `@DemoSeed` provider in order (SEED_DEMO=true, `npm run seed`, `npm run db:reset`). */
@Injectable()
export class DemoSeedRunner {
  private readonly logger = new Logger('Seed');

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly reflector: Reflector,
  ) {}

  async run(): Promise<string[]> {
    const seeders = this.discovery
      .getProviders()
      .filter((w) => w.metatype && w.instance && this.reflector.get<number | undefined>(DEMO_SEEDER, w.metatype) !== undefined)
      .map((w) => ({ order: this.reflector.get<number>(DEMO_SEEDER, w.metatype!), name: w.name, seeder: w.instance as DemoSeeder }))
      .sort((a, b) => a.order - b.order);
    for (const { name, seeder } of seeders) {
      await seeder.seed();
      this.logger.log(`seeded ${name}`);
    }
    return seeders.map((s) => s.name);
  }
}
