// Gathers lookups that arrive together into one query: while one load is in flight the next keys queue,
// and the next load takes them all. Each caller gets its own answer, read after it asked.
export class MicroBatch<K, V> {
  readonly #load: (keys: K[]) => Promise<Map<K, V>>;
  readonly #maxBatch: number;
  #queue: Array<{ key: K; resolve(value: V | undefined): void; reject(error: unknown): void }> = [];
  #isBusy = false;

  constructor(load: (keys: K[]) => Promise<Map<K, V>>, maxBatch = 500) {
    this.#load = load;
    this.#maxBatch = maxBatch;
  }

  get(key: K): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ key, resolve, reject });
      if (!this.#isBusy) {
        this.#isBusy = true;
        // Calls parsed in the same turn of the event loop join this load.
        setImmediate(() => void this.#flush());
      }
    });
  }

  async #flush(): Promise<void> {
    while (this.#queue.length > 0) {
      const batch = this.#queue.splice(0, this.#maxBatch);
      try {
        const values = await this.#load([...new Set(batch.map((waiting) => waiting.key))]);
        for (const waiting of batch) waiting.resolve(values.get(waiting.key));
      } catch (error) {
        for (const waiting of batch) waiting.reject(error);
      }
    }
    this.#isBusy = false;
  }
}
