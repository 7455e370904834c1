/**
 * Group commit: requests that arrive while `maxInFlight` flushes are already running wait in a queue,
 * and the next free slot sends what is queued (up to `maxBatch`) as one flush. Under light load every
 * request is sent alone at once (no timer, no added wait); under load the batches grow by themselves,
 * which turns many small transactions into few larger ones.
 *
 * A batch holds at most one request per `keyOf` value; a second request with the same key waits for a
 * later batch, in arrival order (the ledger needs one append per stream per transaction).
 *
 * `flush` answers one settled outcome per request, in order, so one request can fail without the
 * others. If `flush` itself fails, every request of that batch is rejected with the error.
 */
export class GroupCommit<Request, Result> {
  private queue: Waiting<Request, Result>[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(
    private readonly options: {
      flush: (requests: Request[]) => Promise<PromiseSettledResult<Result>[]>;
      keyOf: (request: Request) => string;
      maxInFlight: number;
      maxBatch: number;
    },
  ) {}

  submit(request: Request): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.queue.push({ request, resolve, reject });
      this.schedule();
    });
  }

  /**
   * Flushes on the next turn of the event loop, not at once: the callers woken by the previous batch
   * each pass a few awaits before they submit again, and they should all find the same batch.
   */
  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.options.maxInFlight && this.queue.length > 0) {
      const batch = this.take();
      this.inFlight += 1;
      Promise.resolve()
        .then(() => this.options.flush(batch.map((waiting) => waiting.request)))
        .then(
          (outcomes) =>
            batch.forEach((waiting, i) => {
              const outcome = outcomes[i]!;
              if (outcome.status === 'fulfilled') waiting.resolve(outcome.value);
              else waiting.reject(outcome.reason);
            }),
          (error: unknown) => batch.forEach((waiting) => waiting.reject(error)),
        )
        .finally(() => {
          this.inFlight -= 1;
          if (this.queue.length > 0) this.schedule();
        });
    }
  }

  private take(): Waiting<Request, Result>[] {
    const batch: Waiting<Request, Result>[] = [];
    const keys = new Set<string>();
    const left: Waiting<Request, Result>[] = [];
    for (const waiting of this.queue) {
      const key = this.options.keyOf(waiting.request);
      if (batch.length < this.options.maxBatch && !keys.has(key)) {
        keys.add(key);
        batch.push(waiting);
      } else {
        left.push(waiting);
      }
    }
    this.queue = left;
    return batch;
  }
}

interface Waiting<Request, Result> {
  request: Request;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}
