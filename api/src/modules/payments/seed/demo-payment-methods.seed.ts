import { Inject, Injectable } from '@nestjs/common';
import type { PaymentAccountType } from '@khela/contracts';
import { DemoSeed, type DemoSeeder } from '../../../platform/seed/demo-seeder.js';
import { PaymentMethodsRepository } from '../persistence/payment-methods.repository.js';

/** Demo receiving numbers: made-up 11-digit numbers in the operators' ranges. Daily cap 200,000.00 each. */
const demoMethods: { name: string; icon: string; channels: Partial<Record<PaymentAccountType, string[]>> }[] = [
  {
    name: 'bKash',
    icon: '/storage/payments/bkash.svg',
    channels: { Agent: ['01710000001', '01710000002'], Merchant: ['01710000011'], Personal: ['01710000021'] },
  },
  { name: 'Nagad', icon: '/storage/payments/nagad.svg', channels: { Agent: ['01810000001', '01810000002'], Personal: ['01810000021'] } },
  { name: 'Rocket', icon: '/storage/payments/rocket.svg', channels: { Agent: ['01910000001'], Personal: ['01910000021'] } },
  { name: 'Upay', icon: '/storage/payments/upay.svg', channels: { Agent: ['01610000001'], Merchant: ['01610000011'] } },
];

const dailyCapMinor = 200_000_00n;

/** bKash, Nagad, Rocket and Upay with agent, merchant and personal numbers. Idempotent. */
@Injectable()
@DemoSeed(40)
export class DemoPaymentMethodsSeed implements DemoSeeder {
  constructor(@Inject(PaymentMethodsRepository) private readonly methods: PaymentMethodsRepository) {}

  async seed(): Promise<void> {
    let order = 0;
    for (const method of demoMethods) {
      for (const [accountType, numbers] of Object.entries(method.channels) as [PaymentAccountType, string[]][]) {
        const id = await this.methods.ensure({ name: method.name, icon: method.icon, accountType, sortOrder: order++ });
        for (const number of numbers) await this.methods.ensureNumber(id, number, dailyCapMinor);
      }
    }
  }
}
