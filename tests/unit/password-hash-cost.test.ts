import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { hashPassword, verifyPassword } from '../../server/platform/passwords';

describe('PASSWORD_HASH_COST', () => {
  it('is honoured in tests only, never in development or production, and must be a power of two', () => {
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '16' }).passwordHashCost).toBe(16);
    expect(loadConfig({ NODE_ENV: 'development', PASSWORD_HASH_COST: '16' }).passwordHashCost).toBeUndefined();
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://workify.example.com', PASSWORD_HASH_COST: '16' })
        .passwordHashCost,
    ).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test' }).passwordHashCost).toBeUndefined();
    expect(() => loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '1000' })).toThrow(
      /PASSWORD_HASH_COST: must be a power of two/,
    );
  });

  it('keeps its cost inside the stored hash, which verifies either way; the default is scrypt N=16384', async () => {
    const cheap = await hashPassword('a long password', 16);
    expect(cheap).toMatch(/^scrypt\$16\$8\$1\$/);
    expect(await verifyPassword('a long password', cheap)).toBe(true);
    expect(await verifyPassword('another password', cheap)).toBe(false);
    const real = await hashPassword('a long password');
    expect(real).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('a long password', real)).toBe(true);
  });
});
