import { describe, expect, it } from 'vitest';
import { walkLimit } from '../../server/modules/search/bounded';

describe('walkLimit', () => {
  it('walks about sqrt(rows × page) rows, as a power of two, so small tables go to their index early', () => {
    expect(walkLimit(10_000, 21)).toBe(512);
    expect(walkLimit(100_000, 21)).toBe(2048);
    expect(walkLimit(1_000_000, 21)).toBe(4096);
  });

  it('stays within its bounds for an empty (never analysed) table and a huge one', () => {
    expect(walkLimit(0, 21)).toBe(256);
    expect(walkLimit(1e10, 21)).toBe(8192);
  });
});
