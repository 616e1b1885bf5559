import { inArray } from 'drizzle-orm';
import type { Faker } from '@faker-js/faker';
import { PROFESSIONS } from '@shared/constants';
import { DEMO_PASSWORD } from '@shared/schemas/demo';
import { users } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { createAdmin } from '../admin/accounts';
import { addProject } from '../projects/service';
import { hashPassword } from '../../platform/passwords';
import { newKey } from '../../platform/storage';
import { avatarImage } from './images';
import { JOB_TITLES } from './jobs-content';
import { ABOUT_CLIENT, ABOUT_FREELANCER, PROJECT_TITLES } from './talk-content';

export const DEMO_EMAIL_DOMAIN = 'demo.workify.local';
const CLIENTS = 12;
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
const FREELANCERS_PER_PROFESSION = 2;

export interface DemoPeople {
  clients: AuthUser[];
  freelancers: AuthUser[];
  /** Signed-in demo accounts offered on the login page: the first two of each role. */
  featured: AuthUser[];
}

/** Runs `task` over `items` a few at a time: password hashing and images use the thread pool. */
export async function inBatches<T, R>(items: T[], size: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map((item, j) => task(item, i + j)))));
  return out;
}

const ascii = (s: string) => s.normalize('NFD').replace(/[^a-zA-Z]/g, '').toLowerCase();

interface Person {
  fullName: string;
  username: string;
  email: string;
  profession?: (typeof PROFESSIONS)[number];
}

function people(faker: Faker): Person[] {
  const taken = new Set<string>();
  const person = (profession?: (typeof PROFESSIONS)[number]): Person => {
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    let username = `${ascii(first)}.${ascii(last)}`.slice(0, 26);
    while (taken.has(username)) username = `${username.slice(0, 26)}${faker.number.int({ min: 2, max: 99 })}`;
    taken.add(username);
    return { fullName: `${first} ${last}`, username, email: `${username}@${DEMO_EMAIL_DOMAIN}`, profession };
  };
  const clients = Array.from({ length: CLIENTS }, () => person());
  const freelancers = Array.from({ length: FREELANCERS_PER_PROFESSION }, () => PROFESSIONS.map((p) => person(p))).flat();
  return [...clients, ...freelancers];
}

/** Skills a freelancer would list, taken from the job tags nearest to the profession. */
function skillsFor(faker: Faker, profession: string): string[] {
  const word = profession.split(' ')[0]!.toLowerCase();
  const near = Object.entries(JOB_TITLES).filter(([category]) => category.toLowerCase().includes(word));
  const pool = (near.length ? near : Object.entries(JOB_TITLES)).flatMap(([, job]) => job.tags);
  return faker.helpers.arrayElements([...new Set(pool)], { min: 3, max: 5 });
}

/**
 * Inserts the accounts in one statement, as register() would store them (re-encoded
 * avatar, scrypt hash), with one hash for the one public demo password: hashing it
 * 46 times would take most of the generator's time.
 */
export async function createPeople(ctx: AppContext, faker: Faker): Promise<DemoPeople> {
  const list = people(faker);
  const details = list.map((p) => ({
    country: faker.location.country(),
    years: faker.number.int({ min: 2, max: 14 }),
    about: p.profession ? faker.helpers.arrayElement(ABOUT_FREELANCER) : faker.helpers.arrayElement(ABOUT_CLIENT),
    skills: p.profession ? skillsFor(faker, p.profession) : [],
    projects: p.profession && faker.datatype.boolean({ probability: 0.4 }) ? 3 : 0,
  }));
  const [passwordHash, avatarKeys] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    inBatches(list, 4, async (p, i) => {
      const key = newKey('public/avatars', 'webp');
      await ctx.storage.put(key, await avatarImage(p.fullName, i));
      return key;
    }),
  ]);
  const joined = Date.now() - 70 * DAY;
  const rows = await ctx.db
    .insert(users)
    .values(
      list.map((p, i) => {
        const d = details[i]!;
        return {
          fullName: p.fullName,
          username: p.username,
          email: p.email,
          passwordHash,
          isClient: !p.profession,
          profession: p.profession ?? null,
          avatarKey: avatarKeys[i]!,
          country: d.country,
          desc: d.about.replaceAll('{profession}', p.profession ?? '').replaceAll('{years}', String(d.years)),
          skills: d.skills,
          createdAt: new Date(joined + i * 7 * HOUR),
          updatedAt: new Date(joined + 14 * DAY),
        };
      }),
    )
    .returning();
  const created: AuthUser[] = rows.map(({ passwordHash: _hash, ...user }) => user);
  // Portfolio projects go through the projects service: three of them make the freelancer verified.
  for (const [i, user] of created.entries()) {
    for (let k = 0; k < details[i]!.projects; k++) {
      await addProject(ctx, user, { title: PROJECT_TITLES[(i + k) % PROJECT_TITLES.length]!, projectUrl: `https://example.com/portfolio/${user.username}/${k + 1}` });
    }
  }
  const fresh = await ctx.db.select().from(users).where(inArray(users.id, created.map((u) => u.id))).orderBy(users.createdAt);
  const all: AuthUser[] = fresh.map(({ passwordHash: _hash, ...user }) => user);
  const clients = all.filter((u) => u.isClient);
  const freelancers = all.filter((u) => !u.isClient);
  return { clients, freelancers, featured: [clients[0]!, clients[1]!, freelancers[0]!, freelancers[3]!] };
}

/** The demo's one administrator (the console at /admin), printed in the banner with the others. */
export const DEMO_ADMIN = { fullName: 'Avery Admin', email: `admin@${DEMO_EMAIL_DOMAIN}` };

/**
 * Made by the service `npm run admin` uses, with the demo password. It is printed at start
 * but, unlike the others, never offered on the public login page (GET /demo/accounts): a
 * demo put on the internet should not hand its console to every visitor.
 */
export async function createDemoAdmin(ctx: AppContext): Promise<void> {
  const avatarKey = newKey('public/avatars', 'webp');
  await ctx.storage.put(avatarKey, await avatarImage(DEMO_ADMIN.fullName, 0));
  await createAdmin(ctx.db, { ...DEMO_ADMIN, password: DEMO_PASSWORD }, { reason: 'demo data', avatarKey });
}
