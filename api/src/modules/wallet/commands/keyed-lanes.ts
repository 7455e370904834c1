/**
 * Runs tasks one at a time per key, in arrival order; different keys run side by side. A key's lane
 * is forgotten once it is idle, so memory follows the keys in use, not every key ever seen.
 */
export class KeyedLanes {
  private readonly tails = new Map<string, Promise<void>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const result = (this.tails.get(key) ?? Promise.resolve()).then(task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** Keys with a task queued or running (for tests). */
  get busyKeys(): number {
    return this.tails.size;
  }
}
