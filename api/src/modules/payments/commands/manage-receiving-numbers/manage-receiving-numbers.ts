import { formatMoney } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { StaffWrite, type AuditContext } from '../../../backoffice/index.js';
import { accepted, refused, type Outcome } from '../../domain/outcome.js';
import { receivingNumberMessages as messages } from '../../domain/receiving-number-load.js';
import { PaymentMethodsRepository } from '../../persistence/payment-methods.repository.js';
import {
  ReceivingNumbersRepository,
  type ReceivingNumberListing,
  type ReceivingNumberRow,
} from '../../persistence/receiving-numbers.repository.js';

/** What the audit log keeps of a number: its digits, channel, cap and whether it is handed out. */
const audited = (n: ReceivingNumberRow) => ({
  number: n.number,
  method_id: n.methodId,
  active: n.active,
  daily_cap: formatMoney(n.dailyCapMinor),
});

export interface ReceivingNumberChange {
  active?: boolean;
  dailyCapMinor?: bigint;
}

/**
 * Finance's changes of receiving numbers (issue 22): add, change the daily cap, switch on or off, rotate
 * (a new number takes over the channel and cap; the old one is switched off). Each locks what it changes
 * and commits the change with its audit row (StaffWrite). No maker-checker: like game providers and site
 * settings, this is configuration that moves no money (deposits to a number are still approved one by
 * one). The hand-out reads the rows on every request, so a change holds from the next player's request.
 */
@Injectable()
export class ManageReceivingNumbers {
  constructor(
    @Inject(ReceivingNumbersRepository) private readonly numbers: ReceivingNumbersRepository,
    @Inject(PaymentMethodsRepository) private readonly methods: PaymentMethodsRepository,
    @Inject(StaffWrite) private readonly write: StaffWrite,
  ) {}

  async add(input: { methodId: number; number: string; dailyCapMinor: bigint }, audit: AuditContext) {
    if (!(await this.methods.byId(input.methodId))) return refused(404, messages.methodNotFound);
    return this.write.run<Outcome<ReceivingNumberListing>>(audit, async (db) => {
      const id = await this.numbers.insert(db, input);
      if (id === undefined) return { result: refused(409, messages.duplicate) };
      return {
        result: accepted((await this.numbers.listing(id, db))!),
        entry: {
          action: 'payments.receiving_number.add',
          targetKind: 'receiving_number',
          targetId: String(id),
          after: audited({ id, active: true, ...input }),
        },
      };
    });
  }

  async change(id: number, change: ReceivingNumberChange, audit: AuditContext) {
    return this.write.run<Outcome<ReceivingNumberListing>>(audit, async (db) => {
      const current = await this.numbers.findForUpdate(db, id);
      if (!current) return { result: refused(404, messages.notFound) };
      const updated = { ...current, active: change.active ?? current.active, dailyCapMinor: change.dailyCapMinor ?? current.dailyCapMinor };
      await this.numbers.update(db, id, updated);
      const action =
        change.active === false && current.active
          ? 'payments.receiving_number.switch_off'
          : change.active === true && !current.active
            ? 'payments.receiving_number.switch_on'
            : 'payments.receiving_number.update';
      return {
        result: accepted((await this.numbers.listing(id, db))!),
        entry: { action, targetKind: 'receiving_number', targetId: String(id), before: audited(current), after: audited(updated) },
      };
    });
  }

  /** The new number keeps the channel and cap; the old one is switched off in the same transaction. */
  async rotate(id: number, newNumber: string, audit: AuditContext) {
    return this.write.run<Outcome<ReceivingNumberListing>>(audit, async (db) => {
      const current = await this.numbers.findForUpdate(db, id);
      if (!current) return { result: refused(404, messages.notFound) };
      if (current.number === newNumber) return { result: refused(409, messages.rotateToSame) };
      const newId = await this.numbers.insert(db, {
        methodId: current.methodId,
        number: newNumber,
        dailyCapMinor: current.dailyCapMinor,
        replacesId: id,
      });
      if (newId === undefined) return { result: refused(409, messages.duplicate) };
      const retired = { ...current, active: false };
      await this.numbers.update(db, id, retired);
      return {
        result: accepted((await this.numbers.listing(newId, db))!),
        entry: [
          {
            action: 'payments.receiving_number.rotate',
            targetKind: 'receiving_number',
            targetId: String(id),
            before: audited(current),
            after: { ...audited(retired), replaced_by: newNumber, replaced_by_id: newId },
          },
          {
            action: 'payments.receiving_number.add',
            targetKind: 'receiving_number',
            targetId: String(newId),
            after: {
              ...audited({ id: newId, number: newNumber, methodId: current.methodId, active: true, dailyCapMinor: current.dailyCapMinor }),
              replaces: current.number,
            },
          },
        ],
      };
    });
  }
}
