/**
 * Entries that expire, at most `maxEntries` of them: an entry read at or after its `expiresAt`
 * (milliseconds since the epoch) is gone, and making room forgets the oldest entry. What the
 * session cache keeps its callers in, and the token service its verified tokens.
 */
export class ExpiringMap<K, V> {
  private readonly entries = new Map<K, { value: V; expiresAt: number }>();

  constructor(private readonly maxEntries: number) {}

  get(key: K, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: K, value: V, expiresAt: number): void {
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
    this.entries.set(key, { value, expiresAt });
  }

  /** Forgets every entry whose value `test` accepts. */
  deleteWhere(test: (value: V) => boolean): void {
    for (const [key, entry] of this.entries) if (test(entry.value)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
