import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

describe('ORDER_TEST_HOOKS', () => {
  it('can never be on in production, and is off unless asked for', () => {
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://workify.example.com', ORDER_TEST_HOOKS: '1' }).orders
        .testHooks,
    ).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).orders.testHooks).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', ORDER_TEST_HOOKS: '1' }).orders.testHooks).toBe(true);
    expect(loadConfig({}).orders.autoCompleteDays).toBe(3);
  });
});
