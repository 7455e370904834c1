import { Inject, Injectable } from '@nestjs/common';
import { StaffWrite, type AuditContext } from '../../../backoffice/index.js';
import { accepted, refused, type Outcome } from '../../domain/outcome.js';
import { receivingNumberMessages as messages } from '../../domain/receiving-number-load.js';
import { PaymentMethodsRepository, type PaymentMethod } from '../../persistence/payment-methods.repository.js';

export interface PaymentMethodStatus {
  name: string;
  active: boolean;
  channels: { id: number; accountType: PaymentMethod['accountType']; status: PaymentMethod['status'] }[];
}

const statusOf = (channels: PaymentMethod[], status?: PaymentMethod['status']): PaymentMethodStatus => ({
  name: channels[0]!.name,
  active: channels.some((c) => (status ?? c.status) === 'active'),
  channels: channels.map((c) => ({ id: c.id, accountType: c.accountType, status: status ?? c.status })),
});

/** What the audit log keeps: each channel's status by account type. */
const audited = (s: PaymentMethodStatus) => ({
  name: s.name,
  channels: Object.fromEntries(s.channels.map((c) => [c.accountType, c.status])),
});

/**
 * Switches a whole payment method off or on (issue 22): every channel of one wallet brand (bKash Agent,
 * Merchant and Personal) at once, locked and changed with its audit row in one transaction (StaffWrite).
 * Off, the player site's method lists leave it out, the hand-out gives none of its numbers, and a deposit or
 * withdrawal naming it is refused with `methodOff`; every one of those reads the rows on each request, so the
 * switch holds from the next request. Receiving numbers keep their own on/off, so switching the method back on
 * restores exactly the numbers finance had on. Money already asked for (pending deposits and withdrawals) is
 * still reviewed as usual. No maker-checker: configuration that moves no money, like the numbers themselves.
 */
@Injectable()
export class SwitchPaymentMethod {
  constructor(
    @Inject(PaymentMethodsRepository) private readonly methods: PaymentMethodsRepository,
    @Inject(StaffWrite) private readonly write: StaffWrite,
  ) {}

  async execute(name: string, active: boolean, audit: AuditContext): Promise<Outcome<PaymentMethodStatus>> {
    return this.write.run<Outcome<PaymentMethodStatus>>(audit, async (db) => {
      const channels = await this.methods.brandForUpdate(db, name);
      if (channels.length === 0) return { result: refused(404, messages.methodNotFound) };
      const before = statusOf(channels);
      const after = statusOf(channels, active ? 'active' : 'inactive');
      if (channels.every((c) => c.status === (active ? 'active' : 'inactive'))) return { result: accepted(after) }; // nothing changes
      await this.methods.setBrandStatus(db, name, active ? 'active' : 'inactive');
      return {
        result: accepted(after),
        entry: {
          action: active ? 'payments.method.switch_on' : 'payments.method.switch_off',
          targetKind: 'payment_method',
          targetId: before.name.toLowerCase(),
          before: audited(before),
          after: audited(after),
        },
      };
    });
  }
}
