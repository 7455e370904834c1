import type { StaffGameRefusedCallPage } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock.js';
import { dhakaRange } from '../../domain/dhaka-days.js';
import { RefusedCallsRepository } from '../../persistence/refused-calls.repository.js';

export const refusedCallsPerPage = 50;

/** The back-office's list of provider calls refused before any decision (the RefusedCallLog's rows). */
@Injectable()
export class StaffRefusedCalls {
  constructor(
    @Inject(RefusedCallsRepository) private readonly calls: RefusedCallsRepository,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async search(f: { provider?: string; from?: string; to?: string; page: number }): Promise<StaffGameRefusedCallPage | 'bad_range'> {
    const range = dhakaRange(this.clock.now(), f.from, f.to);
    if (range === 'invalid') return 'bad_range';
    const { rows, total } = await this.calls.search(
      { ...range, ...(f.provider ? { provider: f.provider } : {}) },
      f.page,
      refusedCallsPerPage,
    );
    return {
      data: rows.map((r) => ({
        id: r.id,
        provider: r.providerCode,
        call: r.call,
        status: r.status,
        reason: r.reason,
        request_uuid: r.requestUuid,
        transaction_uuid: r.transactionUuid,
        round_id: r.roundId,
        request: r.request,
        request_bytes: r.requestBytes,
        answer: r.answer,
        received_at: r.receivedAt.toISOString(),
      })),
      page: f.page,
      per_page: refusedCallsPerPage,
      total,
      last_page: Math.max(1, Math.ceil(total / refusedCallsPerPage)),
    };
  }
}
