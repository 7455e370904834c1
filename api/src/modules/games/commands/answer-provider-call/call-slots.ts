/**
 * At most `size` provider money calls at once in this process. Each holds a pool connection for its
 * transaction (which its wallet command joins), and while it runs it still reads on the pool (the stake
 * veto's limits, a wallet's accounts the first time): without this bound a burst could take every
 * connection and leave those reads none.
 */
export class CallSlots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
