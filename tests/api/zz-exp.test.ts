import { it } from 'vitest';
import { createTestApp } from '../support/test-app';

it('createTestApp cost', async () => {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < 5; i++) {
    const t = await createTestApp();
    await t.close();
  }
  const c = process.cpuUsage(c0);
  console.log('per app ms wall', ((performance.now() - t0) / 5).toFixed(0), 'cpu (process, incl threads)', ((c.user + c.system) / 5000).toFixed(0));
}, 120_000);
