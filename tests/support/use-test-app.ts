import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/**
 * The app a test file runs against: started before its tests, closed after them. What it
 * answers reads through to that app, so a file writes `const t = useTestApp()` at the top and
 * uses `t.app`, `t.ctx`, `t.outbox()` in its tests, instead of repeating the set-up.
 */
export function useTestApp(env: Record<string, string> = {}): TestApp {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await createTestApp(env);
  });
  afterAll(() => started?.close());
  return new Proxy({} as TestApp, {
    get(_, key) {
      if (!started)
        throw new Error(
          `useTestApp: t.${String(key)} is read before the app started (read it inside a test or a hook)`,
        );
      return Reflect.get(started, key);
    },
  });
}
