import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import type { AppConfig } from '../../../../platform/config/load-config.js';
import { keptRequestBytes, RefusedCallsRepository } from '../../persistence/refused-calls.repository.js';

/** Writes at once at most; a flood of refused calls (anyone can post junk) costs the database no more. */
const maxWritesInFlight = 4;

/** The rate bound's window: at most GAME_REFUSED_CALLS_PER_MINUTE calls are kept per window and process. */
const windowMs = 60_000;

/** Postgres text holds no NUL: anything from the request is kept with U+FFFD in its place. */
const noNul = (value: string) => value.replaceAll('\u0000', '\uFFFD');
const text = (value: unknown, max = 200): string | null =>
  typeof value === 'string' && value.length > 0 ? noNul(value.slice(0, max)) : null;

/**
 * Keeps the provider calls refused before any decision (bad signature, not a call, a transient failure)
 * so staff can recall them beside the decided calls of game_transactions. Written after the answer is
 * chosen and never waited for: the provider's answer does not depend on it. Unsigned calls are anyone's,
 * so they are bounded three ways, and what is over a bound is counted and dropped (logged):
 * - size: the body's first `keptRequestBytes` (8 KB) are kept, ids cut at 200 characters;
 * - rate: at most `GAME_REFUSED_CALLS_PER_MINUTE` (600) kept per minute in this process, and at most
 *   `maxWritesInFlight` writes at once (a concurrency bound alone is no rate bound: short writes one after
 *   the other would keep a whole flood);
 * - rows: the hourly `games.prune-refused-calls` keeps the newest `GAME_REFUSED_CALLS_MAX_ROWS` (100,000)
 *   and nothing older than `GAME_REFUSED_CALLS_RETENTION_DAYS`.
 * So the table holds at most MAX_ROWS + an hour's kept calls (PER_MINUTE x 60 per api process) of about
 * 8.5 KB each: with the defaults about 0.85 GB + 0.3 GB per api process, whatever an attacker sends.
 */
@Injectable()
export class RefusedCallLog {
  private readonly logger = new Logger(RefusedCallLog.name);
  private inFlight = 0;
  private dropped = 0;
  private windowStart = Number.NEGATIVE_INFINITY;
  private keptInWindow = 0;

  constructor(
    @Inject(RefusedCallsRepository) private readonly calls: RefusedCallsRepository,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'GAME_REFUSED_CALLS_PER_MINUTE'>,
  ) {}

  /** Whether the call was handed to the database (false: dropped by a bound). */
  keep(refused: { providerCode: string; call: string; raw: Buffer; answer: string; status: string; reason: string | null }): boolean {
    const now = Date.now();
    if (now - this.windowStart >= windowMs) {
      this.windowStart = now;
      this.keptInWindow = 0;
    }
    const overRate = this.keptInWindow >= this.config.GAME_REFUSED_CALLS_PER_MINUTE;
    if (overRate || this.inFlight >= maxWritesInFlight) {
      this.dropped += 1;
      if (this.dropped === 1 || this.dropped % 1000 === 0)
        this.logger.warn(
          `refused provider calls not kept (${overRate ? 'over GAME_REFUSED_CALLS_PER_MINUTE' : 'too many at once'}): ${this.dropped} so far`,
        );
      return false;
    }
    this.keptInWindow += 1;
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
    return true;
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
