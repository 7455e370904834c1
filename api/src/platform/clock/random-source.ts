import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';

/**
 * Randomness that decides outcomes (game results, codes, draws). Inject `RandomSource` instead of
 * calling Math.random or node:crypto directly, so tests can replay a fixed sequence (SeededRandomSource).
 */
export abstract class RandomSource {
  /** A uniformly distributed integer in [min, max). */
  abstract int(min: number, max: number): number;
  abstract bytes(length: number): Buffer;
  abstract uuid(): string;
}

/** Cryptographically strong randomness (node:crypto): what production uses. */
export class CryptoRandomSource extends RandomSource {
  int(min: number, max: number): number {
    return randomInt(min, max);
  }

  bytes(length: number): Buffer {
    return randomBytes(length);
  }

  uuid(): string {
    return randomUUID();
  }
}

/**
 * A deterministic stream for tests: the same seed gives the same numbers, bytes and uuids, in any
 * process. SHA-256 of (seed, counter) as a counter-mode generator: simple, and uniform enough for tests.
 */
export class SeededRandomSource extends RandomSource {
  private counter = 0;
  private buffer = Buffer.alloc(0);

  constructor(private readonly seed: string = 'khela') {
    super();
  }

  bytes(length: number): Buffer {
    while (this.buffer.length < length) {
      const block = createHash('sha256').update(`${this.seed}:${this.counter++}`).digest();
      this.buffer = Buffer.concat([this.buffer, block]);
    }
    const out = this.buffer.subarray(0, length);
    this.buffer = this.buffer.subarray(length);
    return Buffer.from(out);
  }

  int(min: number, max: number): number {
    if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || max <= min)
      throw new RangeError(`int(${min}, ${max}): need safe integers with min < max`);
    const range = max - min;
    // rejection sampling over 48 bits: no modulo bias
    const limit = Math.floor(2 ** 48 / range) * range;
    for (;;) {
      const value = this.bytes(6).readUIntBE(0, 6);
      if (value < limit) return min + (value % range);
    }
  }

  uuid(): string {
    const b = this.bytes(16);
    b[6] = (b[6]! & 0x0f) | 0x40;
    b[8] = (b[8]! & 0x3f) | 0x80;
    const hex = b.toString('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }
}
