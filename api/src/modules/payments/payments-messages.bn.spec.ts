import { describe, expect, it } from '@jest/globals';
import { literalMessagesOf, notBangla, untranslated } from '../../../test/i18n/message-coverage.js';
import { MessageCatalog } from '../../platform/i18n/message-catalog.js';
import { platformBangla } from '../../platform/i18n/platform-messages.bn.js';
import { walletBangla } from '../wallet/wallet-messages.bn.js';
import { maxReceiptsPerDeposit } from './domain/payment-limits.js';
import { depositMessages } from './domain/deposit-rules.js';
import { makerCheckerMessages } from './domain/maker-checker.js';
import { reviewMessages } from './domain/review-messages.js';
import { adjustmentMessages } from './domain/staff-adjustment-rules.js';
import { withdrawalMessages } from './domain/withdrawal-rules.js';
import { idempotencyMessages } from './http/staff-idempotency.js';
import { ewalletMessages } from './ewallet/ewallet-deposits.js';
import { receiptMessages } from './commands/upload-receipts/upload-receipts.js';
import { REPORT_MAX_DAYS } from './http/staff-wallet.controller.js';
import { paymentsBangla } from './payments-messages.bn.js';
import { receivingNumberMessages } from './domain/receiving-number-load.js';
import { payoutMessages } from './http/dto/payouts.dto.js';

/** Texts the spec gives in Bengali already (deposit account number, TRX ID): they go out as they are. */
const isBangla = (text: string) => /[\u0980-\u09FF]/.test(text);

const tables = [
  depositMessages,
  withdrawalMessages,
  reviewMessages,
  makerCheckerMessages,
  ewalletMessages,
  receiptMessages,
  idempotencyMessages,
  receivingNumberMessages,
  payoutMessages,
];

describe('payments messages in Bangla', () => {
  it('every text payments answers with has a Bangla', () => {
    const texts = [
      ...literalMessagesOf('payments'),
      ...tables.flatMap((table) => Object.values(table)),
      ...Object.values(adjustmentMessages).filter((value) => typeof value === 'string'),
      // built at run time
      adjustmentMessages.insufficient(1_234_50n, 5_000_00n),
      adjustmentMessages.insufficient(0n, 1n),
      `You can upload at most ${maxReceiptsPerDeposit} receipts for one deposit.`,
      `Choose a range of 1 to ${REPORT_MAX_DAYS} days, from before to.`,
      // the e-wallet payment's status (EwalletDeposits.status)
      'Payment received.',
      'Waiting for the payment.',
      'The payment did not complete.',
    ].filter((text) => !isBangla(text));
    expect(untranslated(paymentsBangla, texts)).toEqual([]);
  });

  it('a run-time message gets its values in the Bangla', () => {
    const catalog = new MessageCatalog();
    catalog.register(paymentsBangla);
    expect(catalog.translate(adjustmentMessages.insufficient(1_234_50n, 5_000_00n), 'bn')).toBe(
      'পর্যাপ্ত টাকা নেই: মূল ব্যালেন্স 1234.50, যা 5000.00 ডেবিটের চেয়ে কম।',
    );
  });

  it('every Bangla is Bangla: not the English again, and in Bengali script', () => {
    expect(notBangla(paymentsBangla)).toEqual([]);
  });

  it('texts shared with the wallet and the platform have the same Bangla (a clash stops the API at start-up)', () => {
    const catalog = new MessageCatalog();
    expect(() => [platformBangla, walletBangla, paymentsBangla].forEach((messages) => catalog.register(messages))).not.toThrow();
  });
});
