// Capacity figures for the README: requests per second one instance serves (a loop of
// concurrent keep-alive fetches, no extra tools) and live events per second through
// PostgreSQL LISTEN/NOTIFY. Usage: BASE_URL=http://127.0.0.1:3000 DATABASE_URL=postgres://… npx tsx tests/load/capacity.ts
import pg from 'pg';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const seconds = Number(process.env.SECONDS ?? 5);
const concurrency = Number(process.env.CONCURRENCY ?? 32);

async function rps(path: string) {
  let done = 0;
  let failed = 0;
  const until = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < until) {
      const res = await fetch(`${base}${path}`).catch(() => null);
      if (res?.ok) done += 1;
      else failed += 1;
      await res?.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  process.stdout.write(
    `${path}: ${Math.round(done / seconds)} req/s (${failed} failed, ${concurrency} concurrent, ${seconds} s)\n`,
  );
}

async function notifyRate(url: string, count = 20_000) {
  const listener = new pg.Client({ connectionString: url });
  const sender = new pg.Client({ connectionString: url });
  await Promise.all([listener.connect(), sender.connect()]);
  await listener.query('LISTEN capacity_probe');
  let got = 0;
  const all = new Promise<void>((resolve) => listener.on('notification', () => (got += 1) === count && resolve()));
  const started = Date.now();
  // Batches of 100 NOTIFYs per round trip, as many publishing requests at once would send.
  for (let i = 0; i < count; i += 100) {
    await sender.query(
      `SELECT pg_notify('capacity_probe', '{"u":"00000000-0000-4000-8000-000000000000","i":' || g || ',"e":{"type":"notification.read"}}') FROM generate_series(${i}, ${i + 99}) g`,
    );
  }
  await all;
  const ms = Date.now() - started;
  process.stdout.write(
    `LISTEN/NOTIFY: ${count} events in ${ms} ms = ${Math.round((count / ms) * 1000)} events/s delivered to one listener\n`,
  );
  await Promise.all([listener.end(), sender.end()]);
}

await rps('/api/v1/health/live');
await rps('/api/v1/health/ready');
if (process.env.DATABASE_URL) await notifyRate(process.env.DATABASE_URL);
