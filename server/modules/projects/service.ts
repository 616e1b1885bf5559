import { and, count, eq } from 'drizzle-orm';
import { VERIFIED_PROJECTS } from '@shared/constants';
import { MAX_PROJECTS, type Project, type ProjectInput } from '@shared/schemas/profiles';
import type { Db } from '../../db/client';
import { projects, users } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { fieldError, conflict, notFound } from '../../platform/errors';

const projectColumns = { _id: projects.id, title: projects.title, projectUrl: projects.projectUrl };

/**
 * Locks the freelancer's row, then counts their projects. Every change to the project
 * list goes through here first, so concurrent adds and deletes of one user run one
 * after the other and the verified flag always matches the final count.
 */
async function lockAndCountProjects(tx: Db, userId: string): Promise<number> {
  const [locked] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  if (!locked) throw notFound('User');
  const [row] = await tx.select({ n: count() }).from(projects).where(eq(projects.userId, userId));
  return row?.n ?? 0;
}

/** The verification rule (SPEC.md section 4): verified exactly while 3 or more projects exist. */
const meetsRule = (projectCount: number) => projectCount >= VERIFIED_PROJECTS;

async function applyRule(tx: Db, userId: string, projectCount: number): Promise<boolean> {
  const isVerified = meetsRule(projectCount);
  await tx
    .update(users)
    .set({ isVerified, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.isVerified, !isVerified)));
  return isVerified;
}

export async function listProjects(ctx: AppContext, user: AuthUser): Promise<Project[]> {
  return ctx.db
    .select(projectColumns)
    .from(projects)
    .where(eq(projects.userId, user.id))
    .orderBy(projects.createdAt, projects.id);
}

export async function addProject(ctx: AppContext, user: AuthUser, input: ProjectInput): Promise<Project> {
  return ctx.db.transaction(async (tx) => {
    const existing = await lockAndCountProjects(tx, user.id);
    if (existing >= MAX_PROJECTS)
      throw fieldError('projects', `you can show at most ${MAX_PROJECTS} projects; delete one first`);
    const [project] = await tx
      .insert(projects)
      .values({ userId: user.id, title: input.title, projectUrl: input.projectUrl })
      .returning(projectColumns);
    await applyRule(tx, user.id, existing + 1);
    return project!;
  });
}

export async function deleteProject(ctx: AppContext, user: AuthUser, projectId: string): Promise<void> {
  return ctx.db.transaction(async (tx) => {
    const existing = await lockAndCountProjects(tx, user.id);
    const deleted = await tx
      .delete(projects)
      .where(and(eq(projects.id, projectId), eq(projects.userId, user.id)))
      .returning({ id: projects.id });
    // Someone else's project answers the same as a missing one: its existence is not ours to tell.
    if (deleted.length === 0) throw notFound('Project');
    await applyRule(tx, user.id, existing - 1);
  });
}

/**
 * PUT /users/verify: the flag follows the rule, so asking for the state the rule gives
 * confirms it, and asking for the other state is refused with the reason.
 */
export async function requestVerification(ctx: AppContext, user: AuthUser, wanted: boolean): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const projectCount = await lockAndCountProjects(tx, user.id);
    const isVerified = await applyRule(tx, user.id, projectCount);
    if (wanted && !isVerified) {
      throw conflict(
        `isVerified: ${VERIFIED_PROJECTS} projects are required to get verified (you have ${projectCount})`,
      );
    }
    if (!wanted && isVerified) {
      throw conflict(
        `isVerified: an account with ${VERIFIED_PROJECTS} or more projects stays verified; delete projects to drop below ${VERIFIED_PROJECTS}`,
      );
    }
    return isVerified;
  });
}
