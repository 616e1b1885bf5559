import { eq } from 'drizzle-orm';
import { MAX_SKILLS } from '@shared/schemas/profiles';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { fieldError, notFound } from '../../platform/errors';

/** Reads the skills with the user row locked, so two concurrent edits cannot overwrite each other. */
async function lockedSkills(tx: Db, userId: string): Promise<string[]> {
  const [row] = await tx.select({ skills: users.skills }).from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw notFound('User');
  return row.skills;
}

async function saveSkills(tx: Db, userId: string, skills: string[]) {
  await tx.update(users).set({ skills, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function listSkills(ctx: AppContext, user: AuthUser): Promise<string[]> {
  const [row] = await ctx.db.select({ skills: users.skills }).from(users).where(eq(users.id, user.id)).limit(1);
  return row?.skills ?? [];
}

/** Adds the new skills (already split and de-duplicated) that the user does not have yet. */
export async function addSkills(
  ctx: AppContext,
  user: AuthUser,
  skills: string[],
): Promise<{ skills: string[]; added: number }> {
  return ctx.db.transaction(async (tx) => {
    const current = await lockedSkills(tx, user.id);
    const have = new Set(current.map((s) => s.toLowerCase()));
    const fresh = skills.filter((s) => !have.has(s.toLowerCase()));
    if (fresh.length === 0) return { skills: current, added: 0 };
    if (current.length + fresh.length > MAX_SKILLS) {
      throw fieldError(
        'skills',
        `you can have at most ${MAX_SKILLS} skills (you have ${current.length}, remove some first)`,
      );
    }
    const next = [...current, ...fresh];
    await saveSkills(tx, user.id, next);
    return { skills: next, added: fresh.length };
  });
}

export async function deleteSkill(ctx: AppContext, user: AuthUser, skillValue: string): Promise<string[]> {
  return ctx.db.transaction(async (tx) => {
    const current = await lockedSkills(tx, user.id);
    const wanted = skillValue.toLowerCase();
    const next = current.filter((s) => s.toLowerCase() !== wanted);
    if (next.length === current.length) throw notFound('Skill');
    await saveSkills(tx, user.id, next);
    return next;
  });
}
