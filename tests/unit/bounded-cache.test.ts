import { describe, expect, it } from 'vitest';
import { boundedCache } from '@shared/bounded-cache';

describe('boundedCache', () => {
  it('drops the least recently used values once over its size, and replaces a held key’s value', () => {
    const cache = boundedCache<string>(10, (v) => v.length);
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    expect(cache.get('a')).toBe('aaaa'); // a is now the most recently used
    cache.set('c', 'cccc'); // 12 > 10: b, the least recently used, leaves
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('aaaa');
    expect(cache.get('c')).toBe('cccc');
    cache.set('c', 'cc'); // replaced, counted at its new size: 'a' (4) + 'cc' (2) + 'dddd' (4) fit in 10
    cache.set('d', 'dddd');
    expect([cache.get('a'), cache.get('c'), cache.get('d')]).toEqual(['aaaa', 'cc', 'dddd']);
  });
});
