import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import type { AppConfig } from '../../../../platform/config/load-config.js';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { inTransaction } from '../../../../platform/database/transaction.js';
import { EventOutbox } from '../../../../platform/events/index.js';
import { checkImage, reencodeImage } from '../../../content/index.js';
import { accepted, refused, type Outcome } from '../../domain/outcome.js';
import { maxReceiptsPerDeposit } from '../../domain/payment-limits.js';
import { depositStream } from '../../events/payments-events.js';
import { DepositsRepository } from '../../persistence/deposits.repository.js';
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
 * upload, nothing stored. The receipt rows and `payments.deposit-receipts-added` commit together, under
 * the deposit's row lock (still pending, still room for them); finance's queue push follows from the
 * event (pushes reactor), never from the request. Files written before a refused or failed commit stay
 * unreferenced under random names (never served: receipts are served by row).
 */
@Injectable()
export class UploadReceipts {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DepositsRepository) private readonly deposits: DepositsRepository,
    @Inject(ReceiptStore) private readonly store: ReceiptStore,
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
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
    const saved: { path: string; mime: string; size: number }[] = [];
    for (const image of images) {
      saved.push({ path: await this.store.save(depositId, image.type.ext, image.bytes), mime: image.type.mime, size: image.bytes.length });
    }
    return inTransaction(this.pool, async (tx): Promise<Outcome<{ receipts: string[] }>> => {
      // checked again under the row's lock: finance may have decided it, or another upload filled it, meanwhile
      const locked = await this.deposits.get(depositId, tx, true);
      if (!locked || locked.status !== 'pending') return refused(409, receiptMessages.closed);
      if ((await this.deposits.receiptCount(depositId, tx)) + saved.length > maxReceiptsPerDeposit)
        return refused(400, receiptMessages.tooMany);
      const ids: string[] = [];
      for (const file of saved) ids.push(await this.deposits.addReceipt(depositId, file.path, file.mime, file.size, tx));
      // Finance may be looking at this deposit: its queue row refreshes (pushes reactor) to show the new receipts.
      await this.outbox.append(tx, [
        {
          type: 'payments.deposit-receipts-added',
          streamId: depositStream(depositId),
          data: { depositId, playerId, receiptIds: ids },
          meta: { actor: { kind: 'player', id: playerId }, correlationId: depositId },
        },
      ]);
      return accepted({ receipts: ids });
    });
  }
}
