// npm run seed -- --posts 1000000 [--users N] [--gigs N] [--database-url postgres://...]
// Fills the database the app uses (DATABASE_URL, else PGlite under DATA_DIR, as `npm start`)
// with generated users, posts, gigs and reviews; see seed-data.ts for what they look like.
import { parseArgs } from 'node:util';
import { loadConfig } from '../../server/config';
import { connect } from '../../server/db/client';
import { seedData } from './seed-data';

const { values } = parseArgs({
  options: {
    posts: { type: 'string' },
    users: { type: 'string' },
    gigs: { type: 'string' },
    'database-url': { type: 'string' },
  },
});
const count = (raw: string | undefined, fallback: number) => {
  const n = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`not a count: ${raw}`);
  return n;
};
const posts = count(values.posts, 10_000);
const size = {
  posts,
  users: Math.max(2, count(values.users, Math.ceil(posts / 10))),
  gigs: count(values.gigs, Math.ceil(posts / 20)),
};
const config = loadConfig({
  ...process.env,
  ...(values['database-url'] ? { DATABASE_URL: values['database-url'] } : {}),
});
const database = await connect(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/db` });
process.stdout.write(`Seeding ${database.kind}: ${size.users} users, ${size.posts} posts, ${size.gigs} gigs\n`);
try {
  await seedData(database.db, size, (line) => process.stdout.write(`  ${line}\n`));
} finally {
  await database.close();
}
