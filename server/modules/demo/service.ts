import { and, count, eq, like } from 'drizzle-orm';
import { DEMO_PASSWORD, type DemoAccount } from '@shared/schemas/demo';
import { demoAccounts, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { generateDemoData, type DemoSummary } from './generate';
import { DEMO_EMAIL_DOMAIN } from './people';

/** The accounts the login page offers, clients first; empty when there is no demo data. */
export async function listDemoAccounts(ctx: AppContext): Promise<DemoAccount[]> {
  const rows = await ctx.db
    .select({ email: users.email, fullName: users.fullName, isClient: users.isClient, profession: users.profession })
    .from(demoAccounts)
    .innerJoin(users, eq(users.id, demoAccounts.userId))
    .orderBy(users.createdAt, users.email);
  return rows
    .map((r) => ({ email: r.email, password: DEMO_PASSWORD, fullName: r.fullName, role: r.isClient ? ('client' as const) : ('freelancer' as const), profession: r.profession }))
    .sort((a, b) => Number(a.role === 'freelancer') - Number(b.role === 'freelancer'));
}

async function isEmpty(ctx: AppContext): Promise<boolean> {
  const [row] = await ctx.db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

export type SeedOutcome = { seeded: true; summary: DemoSummary; ms: number } | { seeded: false; reason: 'not-empty' };

/** Loads the demo marketplace into a database without a single account; never into one with data. */
export async function seedDemoIfEmpty(ctx: AppContext): Promise<SeedOutcome> {
  if (!(await isEmpty(ctx))) return { seeded: false, reason: 'not-empty' };
  const started = Date.now();
  const summary = await generateDemoData(ctx);
  return { seeded: true, summary, ms: Date.now() - started };
}

/** The demo's administrators (people.ts): printed in the banner, not offered on the login page. */
export async function listDemoAdmins(ctx: AppContext): Promise<{ email: string }[]> {
  return ctx.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.isAdmin, true), like(users.email, `%@${DEMO_EMAIL_DOMAIN}`)))
    .orderBy(users.email);
}

/** The banner printed at start while demo data is present: who can sign in, and how. */
export function demoBanner(accounts: DemoAccount[], admins: { email: string }[] = []): string {
  const lines = [
    ...accounts.map((a) => ({ email: a.email, role: `${a.role}${a.profession ? ` (${a.profession})` : ''}` })),
    ...admins.map((a) => ({ email: a.email, role: 'administrator (the console at /admin)' })),
  ];
  const width = Math.max(...lines.map((l) => l.email.length));
  return [
    'Demo data is loaded. Sign in with any of these accounts (DEMO_DATA=off on a new data folder starts empty):',
    ...lines.map((l) => `  ${l.email.padEnd(width)}  password: ${DEMO_PASSWORD}  ${l.role}`),
  ].join('\n');
}

/**
 * `npm start`: a new, empty embedded database gets the demo marketplace unless
 * DEMO_DATA=off. A PostgreSQL server never does here (only through `npm run seed:demo`).
 * Prints the demo accounts whenever they exist.
 */
export async function loadDemoOnStart(ctx: AppContext, print: (text: string) => void): Promise<void> {
  if (ctx.config.demoData && ctx.database.kind === 'pglite') {
    try {
      const outcome = await seedDemoIfEmpty(ctx);
      if (outcome.seeded) print(`Loaded demo data in ${(outcome.ms / 1000).toFixed(1)} s: ${JSON.stringify(outcome.summary)}`);
    } catch (err) {
      // The app still starts; the partly filled database is not filled again (it has accounts).
      print(`Loading demo data failed, starting without it: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  const accounts = await listDemoAccounts(ctx);
  if (accounts.length) print(demoBanner(accounts, await listDemoAdmins(ctx)));
}
