/**
 * A Map that never holds more than `maxEntries` keys: adding a new key to a full map first drops the
 * oldest key. The rate limiters keep one entry per client IP in memory, and a flood from many addresses
 * must not grow that without bound; dropping the oldest entry only gives that client a fresh budget.
 * It stays a real Map, which koa-ratelimit's memory driver requires (`db instanceof Map`).
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly maxEntries: number) {
    super();
  }

  override set(key: K, value: V): this {
    if (!this.has(key) && this.size >= this.maxEntries) {
      const oldest = this.keys().next();
      if (!oldest.done) this.delete(oldest.value);
    }
    return super.set(key, value);
  }
}
