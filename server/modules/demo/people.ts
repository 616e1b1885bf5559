import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Faker } from '@faker-js/faker';
import { PROFESSIONS } from '@shared/constants';
import { DEMO_PASSWORD } from '@shared/schemas/demo';
import { users } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { createAdmin } from '../admin';
import { addProject } from '../projects';
import { hashPassword } from '../../platform/passwords';
import { newKey } from '../../platform/storage';
import { avatarImage } from './images';
import { BUSINESSES, JOB_TITLES } from './jobs-content';
import { ABOUT_CLIENT, ABOUT_FREELANCER } from './talk-content';
import { HOMES, jobCategoriesOf } from './trades';

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
export async function inBatches<T, R>(
  items: T[],
  size: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size)
    out.push(...(await Promise.all(items.slice(i, i + size).map((item, j) => task(item, i + j)))));
  return out;
}

const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[^a-zA-Z]/g, '')
    .toLowerCase();

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
  const freelancers = Array.from({ length: FREELANCERS_PER_PROFESSION }, () =>
    PROFESSIONS.map((p) => person(p)),
  ).flat();
  return [...clients, ...freelancers];
}

/** The job categories of a profession's trade (its own first), or every one for a trade the demo has no jobs of. */
const tradeJobs = (profession: string) => {
  const own = jobCategoriesOf(profession);
  return (own.length ? own : Object.keys(JOB_TITLES)) as (keyof typeof JOB_TITLES)[];
};

/** Skills a freelancer would list: the tags of their trade's jobs, their own trade's first. */
function skillsFor(faker: Faker, profession: string): string[] {
  const [first, ...rest] = tradeJobs(profession).map((c) => JOB_TITLES[c].tags);
  const own = faker.helpers.arrayElements(first!, { min: 2, max: 3 });
  const more = faker.helpers.arrayElements(
    [...new Set(rest.flat())].filter((t) => !own.includes(t)),
    { min: 0, max: 2 },
  );
  return [...own, ...more];
}

/** Portfolio pieces of the kind of work the profession does, for made-up businesses. */
function projectTitlesFor(faker: Faker, profession: string, n: number): string[] {
  const titles = JOB_TITLES[tradeJobs(profession)[0]!].titles;
  return faker.helpers
    .arrayElements(titles, n)
    .map((t) => t.replaceAll('{biz}', faker.helpers.arrayElement(BUSINESSES)).replace(/^\w/, (c) => c.toUpperCase()));
}

/**
 * Inserts the accounts in one statement, as register() would store them (re-encoded
 * avatar, scrypt hash), with one hash for the one public demo password: hashing it
 * 46 times would take most of the generator's time.
 */
export async function createPeople(ctx: AppContext, faker: Faker): Promise<DemoPeople> {
  const list = people(faker);
  const details = list.map((p) => ({
    home: faker.helpers.arrayElement(HOMES),
    years: faker.number.int({ min: 2, max: 14 }),
    about: p.profession ? faker.helpers.arrayElement(ABOUT_FREELANCER) : faker.helpers.arrayElement(ABOUT_CLIENT),
    skills: p.profession ? skillsFor(faker, p.profession) : [],
    projects: p.profession
      ? projectTitlesFor(
          faker,
          p.profession,
          faker.datatype.boolean({ probability: 0.4 }) ? 3 : faker.number.int({ min: 0, max: 2 }),
        )
      : [],
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
          // Demo accounts show what an ordinary account can do, paying included (issue 32).
          emailVerifiedAt: new Date(joined),
          isClient: !p.profession,
          profession: p.profession ?? null,
          avatarKey: avatarKeys[i]!,
          country: d.home.country,
          languages: d.home.languages,
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
    for (const [k, title] of details[i]!.projects.entries()) {
      await addProject(ctx, user, { title, projectUrl: `https://example.com/portfolio/${user.username}/${k + 1}` });
    }
  }
  const fresh = await ctx.db
    .select()
    .from(users)
    .where(
      inArray(
        users.id,
        created.map((u) => u.id),
      ),
    )
    .orderBy(users.createdAt);
  const all: AuthUser[] = fresh.map(({ passwordHash: _hash, ...user }) => user);
  const clients = all.filter((u) => u.isClient);
  const freelancers = all.filter((u) => !u.isClient);
  return { clients, freelancers, featured: [clients[0]!, clients[1]!, freelancers[0]!, freelancers[3]!] };
}

/** The demo's one administrator (the console at /admin), printed in the banner with the others. */
export const DEMO_ADMIN = { fullName: 'Avery Admin', email: `admin@${DEMO_EMAIL_DOMAIN}` };

/**
 * Made by the service `npm run admin` uses, with a random password (answered here, printed
 * once by the start that loaded the demo, stored only hashed). Unlike the others it is never
 * offered on the public login page (GET /demo/accounts) nor given the public demo password:
 * whoever has read the README must not get the console of a demo put on the internet.
 */
export async function createDemoAdmin(ctx: AppContext): Promise<string> {
  const avatarKey = newKey('public/avatars', 'webp');
  await ctx.storage.put(avatarKey, await avatarImage(DEMO_ADMIN.fullName, 0));
  const password = randomBytes(15).toString('base64url');
  await createAdmin(ctx.db, { ...DEMO_ADMIN, password }, { reason: 'demo data', avatarKey });
  return password;
}
