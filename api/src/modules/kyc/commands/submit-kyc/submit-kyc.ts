import { kycDocumentSides, type KycDocumentSide, type KycStatusView } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import type { AppConfig } from '../../../../platform/config/load-config.js';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { inTransaction } from '../../../../platform/database/transaction.js';
import { EventOutbox } from '../../../../platform/events/index.js';
import { checkImage, reencodeImage } from '../../../content/index.js';
import { kycMessages, submissionRefusal } from '../../domain/kyc-rules.js';
import { kycStream } from '../../events/kyc-events.js';
import { KycDocumentStore } from '../../persistence/kyc-document-store.js';
import { KycSubmissionsRepository, type KycDocuments } from '../../persistence/kyc-submissions.repository.js';
import { presentKyc } from '../../queries/present-kyc.js';

export type KycOutcome<T> = { ok: true; value: T } | { ok: false; status: number; message: string };

/**
 * A player's KYC documents: the national ID's front and back and a selfie, all three at once. Each must be a real
 * image by its bytes (content module's check and size cap) that decodes as one; what is stored is the image
 * encoded again (metadata and anything hidden dropped), as deposit receipts are. One bad file refuses the whole
 * submission. Accepted first time, after a rejection, or when staff asked again; never while one is pending or
 * once approved (checked again under the row's lock, so two concurrent submissions record one). The row and
 * `kyc.submitted` commit together. Files written before a refused commit stay unreferenced (never served:
 * documents are served by row).
 */
@Injectable()
export class SubmitKyc {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(KycSubmissionsRepository) private readonly submissions: KycSubmissionsRepository,
    @Inject(KycDocumentStore) private readonly store: KycDocumentStore,
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
  ) {}

  async execute(
    playerId: string,
    files: Partial<Record<KycDocumentSide, { buffer: Buffer }>>,
  ): Promise<KycOutcome<{ message: string; data: KycStatusView }>> {
    const refusal = submissionRefusal((await this.submissions.get(playerId))?.status);
    if (refusal) return { ok: false, status: 409, message: kycMessages[refusal] };
    if (kycDocumentSides.some((side) => !files[side])) return { ok: false, status: 400, message: kycMessages.missing };

    const documents: Partial<KycDocuments> = {};
    for (const side of kycDocumentSides) {
      const bytes = files[side]!.buffer;
      const check = checkImage(bytes, this.config.UPLOAD_MAX_BYTES);
      if (!check.ok) return { ok: false, status: 400, message: check.message };
      const clean = await reencodeImage(bytes, check.type);
      if (!clean.ok) return { ok: false, status: 400, message: clean.message };
      documents[side] = { path: await this.store.save(playerId, clean.type.ext, clean.bytes), mime: clean.type.mime };
    }

    return inTransaction(this.pool, async (tx) => {
      const row = await this.submissions.submit(tx, playerId, documents as KycDocuments);
      if (!row) {
        const now = submissionRefusal((await this.submissions.get(playerId, tx))?.status) ?? 'pending';
        return { ok: false, status: 409, message: kycMessages[now] };
      }
      await this.outbox.append(tx, [
        {
          type: 'kyc.submitted',
          streamId: kycStream(playerId),
          data: { playerId, submissions: row.submissions },
          meta: { actor: { kind: 'player', id: playerId } },
        },
      ]);
      return { ok: true, value: { message: kycMessages.submitted, data: presentKyc(row) } };
    });
  }
}
