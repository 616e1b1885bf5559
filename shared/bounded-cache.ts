/**
 * A map that holds at most `maxSize` (each value measured by `sizeOf`), the least recently used
 * leaving first: the server's kept renders (web/src/render-cache.ts) and kept compressed pages
 * (server/platform/page-compression.ts), the kept pages and the reads that made them
 * (server/modules/pages/page-memo.ts). Setting a key already held replaces its value.
 */
export function boundedCache<V>(maxSize: number, sizeOf: (value: V) => number) {
  // Most recently used last: a Map keeps insertion order.
  const entries = new Map<string, V>();
  let size = 0;
  return {
    get(key: string): V | undefined {
      const value = entries.get(key);
      if (value === undefined) return undefined;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key: string, value: V): void {
      const held = entries.get(key);
      if (held !== undefined) {
        entries.delete(key);
        size -= sizeOf(held);
      }
      entries.set(key, value);
      size += sizeOf(value);
      for (const [oldest, held] of entries) {
        if (size <= maxSize) break;
        entries.delete(oldest);
        size -= sizeOf(held);
      }
    },
  };
}
