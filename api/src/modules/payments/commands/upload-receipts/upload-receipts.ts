import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import type { AppConfig } from '../../../../platform/config/load-config.js';
import { checkImage, reencodeImage } from '../../../content/index.js';
import { accepted, refused, type Outcome } from '../../domain/outcome.js';
import { maxReceiptsPerDeposit } from '../../domain/payment-limits.js';
import { DepositsRepository } from '../../persistence/deposits.repository.js';
import { PaymentNotifier } from '../../ports/payment-notifier.js';
import { ReceiptStore } from './receipt-store.js';

export const receiptMessages = {
  notFound: 'Deposit request not found.',
  closed: 'Receipts can only be added while the deposit is pending.',
  none: 'Choose at least one receipt image.',
  tooMany: `You can upload at most ${maxReceiptsPerDeposit} receipts for one deposit.`,
} as const;

/**
 * Receipt images of a manual deposit (several allowed). Every file must be a real image by its bytes
 * (content module's magic-byte check, size cap) that decodes as one; what is stored is the image
 * encoded again (metadata and anything hidden in the upload dropped). One bad file refuses the whole
 * upload, nothing stored.
 */
@Injectable()
export class UploadReceipts {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DepositsRepository) private readonly deposits: DepositsRepository,
    @Inject(ReceiptStore) private readonly store: ReceiptStore,
    @Inject(PaymentNotifier) private readonly notifier: PaymentNotifier,
  ) {}

  async execute(playerId: string, depositId: string, files: readonly { buffer: Buffer }[]): Promise<Outcome<{ receipts: string[] }>> {
    const deposit = await this.deposits.get(depositId);
    if (!deposit || deposit.playerId !== playerId) return refused(404, receiptMessages.notFound);
    if (deposit.status !== 'pending') return refused(409, receiptMessages.closed);
    if (files.length === 0) return refused(400, receiptMessages.none);
    if ((await this.deposits.receiptCount(depositId)) + files.length > maxReceiptsPerDeposit) return refused(400, receiptMessages.tooMany);
    const checked = files.map((f) => checkImage(f.buffer, this.config.UPLOAD_MAX_BYTES));
    const bad = checked.find((c) => !c.ok);
    if (bad && !bad.ok) return refused(400, bad.message);
    const images = [];
    for (const [i, check] of checked.entries()) {
      if (!check.ok) continue;
      const clean = await reencodeImage(files[i]!.buffer, check.type);
      if (!clean.ok) return refused(400, clean.message);
      images.push(clean);
    }
    const ids: string[] = [];
    for (const image of images) {
      const path = await this.store.save(depositId, image.type.ext, image.bytes);
      ids.push(await this.deposits.addReceipt(depositId, path, image.type.mime, image.bytes.length));
    }
    // Finance may be looking at this deposit: its queue row refreshes to show the new receipts.
    await this.notifier.queueChanged({ kind: 'deposit', id: depositId, status: deposit.status });
    return accepted({ receipts: ids });
  }
}
