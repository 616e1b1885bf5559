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
    .map((r) => ({
      email: r.email,
      password: DEMO_PASSWORD,
      fullName: r.fullName,
      role: r.isClient ? ('client' as const) : ('freelancer' as const),
      profession: r.profession,
    }))
    .sort((a, b) => Number(a.role === 'freelancer') - Number(b.role === 'freelancer'));
}

async function isEmpty(ctx: AppContext): Promise<boolean> {
  const [row] = await ctx.db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/** `adminPassword`: the demo administrator's random password, known only to this outcome. */
export type SeedOutcome =
  { seeded: true; summary: DemoSummary; adminPassword: string; ms: number } | { seeded: false; reason: 'not-empty' };

/** Loads the demo marketplace into a database without a single account; never into one with data. */
export async function seedDemoIfEmpty(ctx: AppContext): Promise<SeedOutcome> {
  if (!(await isEmpty(ctx))) return { seeded: false, reason: 'not-empty' };
  const started = Date.now();
  const { summary, adminPassword } = await generateDemoData(ctx);
  return { seeded: true, summary, adminPassword, ms: Date.now() - started };
}

/** The demo's administrators (people.ts): printed in the banner, not offered on the login page. */
export async function listDemoAdmins(ctx: AppContext): Promise<{ email: string }[]> {
  return ctx.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.isAdmin, true), like(users.email, `%@${DEMO_EMAIL_DOMAIN}`)))
    .orderBy(users.email);
}

/**
 * The banner printed at start while demo data is present: who can sign in, and how. The
 * administrator's random password is known only to the start that loaded the demo
 * (`adminPassword`); later starts say where it was printed.
 */
export function demoBanner(accounts: DemoAccount[], admins: { email: string }[] = [], adminPassword?: string): string {
  const lines = accounts.map((a) => ({
    email: a.email,
    password: DEMO_PASSWORD,
    role: `${a.role}${a.profession ? ` (${a.profession})` : ''}`,
  }));
  const width = Math.max(...[...lines, ...admins].map((l) => l.email.length));
  const adminLines = admins.map((a) =>
    adminPassword
      ? `  ${a.email.padEnd(width)}  password: ${adminPassword}  administrator (the console at /admin; this password is shown only now)`
      : `  ${a.email.padEnd(width)}  administrator (the console at /admin): its password was printed once, when the demo was loaded`,
  );
  return [
    'Demo data is loaded. Sign in with any of these accounts (DEMO_DATA=off on a new data folder starts empty):',
    ...lines.map((l) => `  ${l.email.padEnd(width)}  password: ${l.password}  ${l.role}`),
    ...adminLines,
  ].join('\n');
}

/**
 * `npm start`: a new, empty embedded database gets the demo marketplace when the config says
 * so (a local start, or DEMO_DATA=on). A PostgreSQL server never does here (only through `npm run seed:demo`).
 * Prints the demo accounts whenever they exist.
 */
export async function loadDemoOnStart(ctx: AppContext, print: (text: string) => void): Promise<void> {
  let adminPassword: string | undefined;
  if (ctx.config.demoData && ctx.database.kind === 'pglite') {
    try {
      const outcome = await seedDemoIfEmpty(ctx);
      if (outcome.seeded)
        print(`Loaded demo data in ${(outcome.ms / 1000).toFixed(1)} s: ${JSON.stringify(outcome.summary)}`);
      adminPassword = outcome.seeded ? outcome.adminPassword : undefined;
    } catch (err) {
      // The app still starts; the partly filled database is not filled again (it has accounts).
      print(`Loading demo data failed, starting without it: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  const accounts = await listDemoAccounts(ctx);
  if (accounts.length) print(demoBanner(accounts, await listDemoAdmins(ctx), adminPassword));
}
