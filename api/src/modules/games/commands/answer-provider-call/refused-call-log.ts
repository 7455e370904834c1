import { Inject, Injectable, Logger } from '@nestjs/common';
import { keptRequestBytes, RefusedCallsRepository } from '../../persistence/refused-calls.repository.js';

/** Writes at once at most; a flood of refused calls (anyone can post junk) costs the database no more. */
const maxWritesInFlight = 4;

/** Postgres text holds no NUL: anything from the request is kept with U+FFFD in its place. */
const noNul = (value: string) => value.replaceAll('\u0000', '\uFFFD');
const text = (value: unknown, max = 200): string | null =>
  typeof value === 'string' && value.length > 0 ? noNul(value.slice(0, max)) : null;

/**
 * Keeps the provider calls refused before any decision (bad signature, not a call, a transient failure)
 * so staff can recall them beside the decided calls of game_transactions. Written after the answer is
 * chosen and never waited for: the provider's answer does not depend on it. Unsigned calls are anyone's,
 * so at most `maxWritesInFlight` writes run at once and the rest are counted and dropped (logged).
 */
@Injectable()
export class RefusedCallLog {
  private readonly logger = new Logger(RefusedCallLog.name);
  private inFlight = 0;
  private dropped = 0;

  constructor(@Inject(RefusedCallsRepository) private readonly calls: RefusedCallsRepository) {}

  keep(refused: { providerCode: string; call: string; raw: Buffer; answer: string; status: string; reason: string | null }): void {
    if (this.inFlight >= maxWritesInFlight) {
      this.dropped += 1;
      if (this.dropped === 1 || this.dropped % 1000 === 0)
        this.logger.warn(`refused provider calls not kept (too many at once): ${this.dropped} so far`);
      return;
    }
    this.inFlight += 1;
    const fields = fieldsOf(refused.raw);
    this.calls
      .record({
        providerCode: noNul(refused.providerCode.slice(0, 64)),
        call: refused.call,
        status: refused.status,
        requestUuid: text(fields.request_uuid),
        transactionUuid: text(fields.transaction_uuid),
        roundId: text(fields.round),
        // cut by bytes, then decoded: a character split at the cut becomes U+FFFD, never invalid text
        request: refused.raw.subarray(0, keptRequestBytes).toString('utf8').replaceAll('\u0000', '\uFFFD'), // Postgres text holds no NUL
        requestBytes: refused.raw.length,
        answer: refused.answer,
        reason: refused.reason === null ? null : noNul(refused.reason),
      })
      .catch((error: Error) => this.logger.warn(`a refused provider call was not kept: ${error.message}`))
      .finally(() => (this.inFlight -= 1));
  }
}

/** The ids a refused body names, when it is JSON at all (nothing in it is trusted). */
function fieldsOf(raw: Buffer): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(raw.toString('utf8'));
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
