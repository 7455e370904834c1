import { Inject, Injectable } from '@nestjs/common';
import type { PaymentAccountType } from '@khela/contracts';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { APP_CONFIG } from '../../../platform/config/config.module.js';
import type { AppConfig } from '../../../platform/config/load-config.js';
import { storageRoot } from '../../../platform/paths.js';
import { DemoSeed, type DemoSeeder } from '../../../platform/seed/demo-seeder.js';
import { PaymentMethodsRepository } from '../persistence/payment-methods.repository.js';

/** Demo receiving numbers: made-up 11-digit numbers in the operators' ranges. Daily cap 200,000.00 each. */
const demoMethods: { name: string; icon: string; color: string; channels: Partial<Record<PaymentAccountType, string[]>> }[] = [
  {
    name: 'bKash',
    icon: '/storage/payments/bkash.svg',
    color: '#e2136e',
    channels: { Agent: ['01710000001', '01710000002'], Merchant: ['01710000011'], Personal: ['01710000021'] },
  },
  {
    name: 'Nagad',
    icon: '/storage/payments/nagad.svg',
    color: '#f6921e',
    channels: { Agent: ['01810000001', '01810000002'], Personal: ['01810000021'] },
  },
  {
    name: 'Rocket',
    icon: '/storage/payments/rocket.svg',
    color: '#8c3494',
    channels: { Agent: ['01910000001'], Personal: ['01910000021'] },
  },
  { name: 'Upay', icon: '/storage/payments/upay.svg', color: '#0a4a9f', channels: { Agent: ['01610000001'], Merchant: ['01610000011'] } },
];

const dailyCapMinor = 200_000_00n;

const iconSvg = (name: string, color: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60" viewBox="0 0 120 60"><rect width="120" height="60" rx="10" fill="${color}"/>` +
  `<text x="60" y="37" font-family="sans-serif" font-size="20" font-weight="700" fill="#fff" text-anchor="middle">${name}</text></svg>`;

/** bKash, Nagad, Rocket and Upay with agent, merchant and personal numbers. Idempotent. */
@Injectable()
@DemoSeed(40)
export class DemoPaymentMethodsSeed implements DemoSeeder {
  constructor(
    @Inject(PaymentMethodsRepository) private readonly methods: PaymentMethodsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async seed(): Promise<void> {
    let order = 0;
    const iconDir = join(storageRoot(this.config.STORAGE_DIR), 'payments');
    await mkdir(iconDir, { recursive: true });
    for (const method of demoMethods) {
      // a generated badge (brand colour and name), not the operators' real logos
      await writeFile(join(iconDir, `${method.name.toLowerCase()}.svg`), iconSvg(method.name, method.color));
      for (const [accountType, numbers] of Object.entries(method.channels) as [PaymentAccountType, string[]][]) {
        const id = await this.methods.ensure({ name: method.name, icon: method.icon, accountType, sortOrder: order++ });
        for (const number of numbers) await this.methods.ensureNumber(id, number, dailyCapMinor);
      }
    }
  }
}
