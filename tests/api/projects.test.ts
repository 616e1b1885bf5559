import { describe, expect, it } from 'vitest';
import { as, signUp, type TestUser, UNKNOWN_ID } from '../support/test-app';
import { useTestApp } from '../support/use-test-app';

const t = useTestApp();

const addProject = (user: TestUser | null, payload: Record<string, unknown>) =>
  as(t.app, user)({ method: 'POST', url: '/api/v1/project', payload });
const addNumbered = (user: TestUser, n: number) =>
  addProject(user, { title: `Project ${n}`, projectUrl: `https://example.com/p/${n}` });
const listProjects = async (user: TestUser) =>
  (await as(t.app, user)({ method: 'GET', url: '/api/v1/project' })).json().data as { _id: string; title: string }[];
const deleteProject = (user: TestUser | null, id: string) =>
  as(t.app, user)({ method: 'DELETE', url: `/api/v1/project/${id}` });
const isVerified = async (user: TestUser) =>
  (await as(t.app, user)({ method: 'GET', url: '/api/v1/users/get-user' })).json().data.isVerified as boolean;
const verify = (user: TestUser | null, value: unknown) =>
  as(t.app, user)({ method: 'PUT', url: '/api/v1/users/verify', payload: { isVerified: value } });

describe('POST /project', () => {
  it('adds a project to the freelancer’s portfolio and public profile', async () => {
    const user = await signUp(t.app, { role: 'freelancer' });
    const res = await addProject(user, { title: '  Shop redesign ', projectUrl: 'https://shop.example.com/case?x=1' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Project added successfully',
      data: { title: 'Shop redesign', projectUrl: 'https://shop.example.com/case?x=1' },
    });
    expect(res.json().data._id).toEqual(expect.any(String));
    const profile = await t.app.inject({ method: 'GET', url: `/api/v1/users/${user.id}` });
    expect(profile.json().projects).toEqual([res.json().data]);
  });

  it('verifies the freelancer exactly when the third project is added', async () => {
    const user = await signUp(t.app, { role: 'freelancer' });
    await addNumbered(user, 1);
    await addNumbered(user, 2);
    expect(await isVerified(user)).toBe(false);
    expect((await addNumbered(user, 3)).statusCode).toBe(201);
    expect(await isVerified(user)).toBe(true);
    await addNumbered(user, 4);
    expect(await isVerified(user)).toBe(true);
  });

  it('gets verification right when projects are added at the same time', async () => {
    const user = await signUp(t.app, { role: 'freelancer' });
    const results = await Promise.all([1, 2, 3].map((n) => addNumbered(user, n)));
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(await listProjects(user)).toHaveLength(3);
    expect(await isVerified(user)).toBe(true);
  });

  it('asks for both fields with the exact message', async () => {
    const user = await signUp(t.app, { role: 'freelancer' });
    const noTitle = await addProject(user, { title: ' ', projectUrl: 'https://example.com' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().message).toBe('title: both the fields are required!');
    const noUrl = await addProject(user, { title: 'Site' });
    expect(noUrl.statusCode).toBe(400);
    expect(noUrl.json().message).toBe('projectUrl: both the fields are required!');
    expect(await listProjects(user)).toEqual([]);
  });

  it('accepts only absolute http and https links', async () => {
    const user = await signUp(t.app, { role: 'freelancer' });
    for (const projectUrl of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://example.com/file',
      'example.com',
      '/relative/path',
      'http://',
    ]) {
      const res = await addProject(user, { title: 'Bad', projectUrl });
      expect(res.statusCode, projectUrl).toBe(400);
      expect(res.json().message).toBe('projectUrl: Please enter a valid URL for the project.');
    }
    expect((await addProject(user, { title: 'Plain http', projectUrl: 'http://example.org' })).statusCode).toBe(201);
    expect(await listProjects(user)).toHaveLength(1);
  });

  it('refuses over-long fields and a 31st project', async () => {
    const user = await signUp(t.app, { role: 'freelancer' });
    expect((await addProject(user, { title: 'x'.repeat(101), projectUrl: 'https://example.com' })).statusCode).toBe(
      400,
    );
    expect(
      (await addProject(user, { title: 'Long', projectUrl: `https://example.com/${'a'.repeat(2000)}` })).statusCode,
    ).toBe(400);
    for (let n = 1; n <= 30; n += 1) await addNumbered(user, n);
    const extra = await addNumbered(user, 31);
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toMatch(/^projects: you can show at most 30 projects/);
    expect(await listProjects(user)).toHaveLength(30);
  });

  it('answers 401 without a session and 403 for a client', async () => {
    expect((await addProject(null, { title: 'A', projectUrl: 'https://example.com' })).statusCode).toBe(401);
    const client = await signUp(t.app);
    const res = await addProject(client, { title: 'A', projectUrl: 'https://example.com' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only freelancers have portfolio projects');
  });
});

describe('GET /project', () => {
  it('lists only the signed-in freelancer’s projects, oldest first', async () => {
    const user = await signUp(t.app, { role: 'freelancer' });
    const other = await signUp(t.app, { role: 'freelancer' });
    await addNumbered(user, 1);
    await addNumbered(user, 2);
    await addNumbered(other, 9);
    const res = await as(t.app, user)({ method: 'GET', url: '/api/v1/project' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((p: { title: string }) => p.title)).toEqual(['Project 1', 'Project 2']);
    expect(Object.keys(res.json().data[0]).sort()).toEqual(['_id', 'projectUrl', 'title']);
  });

  it('answers 401 without a session and 403 for a client', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/project' })).statusCode).toBe(401);
    const client = await signUp(t.app);
    expect((await as(t.app, client)({ method: 'GET', url: '/api/v1/project' })).statusCode).toBe(403);
  });
});

describe('DELETE /project/{id}', () => {
  it('keeps the badge at 3, clears it going back to 2, and gives it back at 3 again', async () => {
    const user = await signUp(t.app, { role: 'freelancer' });
    for (const n of [1, 2, 3, 4]) await addNumbered(user, n);
    const [first, second] = await listProjects(user);
    const res = await deleteProject(user, first!._id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Project deleted successfully' });
    expect(await isVerified(user)).toBe(true);
    await deleteProject(user, second!._id);
    expect(await listProjects(user)).toHaveLength(2);
    expect(await isVerified(user)).toBe(false);
    await addNumbered(user, 5);
    expect(await isVerified(user)).toBe(true);
  });

  it('answers 404 for another freelancer’s project and leaves it alone', async () => {
    const owner = await signUp(t.app, { role: 'freelancer' });
    const intruder = await signUp(t.app, { role: 'freelancer' });
    const project = (await addNumbered(owner, 1)).json().data;
    const res = await deleteProject(intruder, project._id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Project not found');
    expect(await listProjects(owner)).toHaveLength(1);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const user = await signUp(t.app, { role: 'freelancer' });
    expect((await deleteProject(user, UNKNOWN_ID)).statusCode).toBe(404);
    expect((await deleteProject(user, 'nope')).statusCode).toBe(400);
  });

  it('answers 401 without a session and 403 for a client', async () => {
    const owner = await signUp(t.app, { role: 'freelancer' });
    const project = (await addNumbered(owner, 1)).json().data;
    expect((await deleteProject(null, project._id)).statusCode).toBe(401);
    const client = await signUp(t.app);
    expect((await deleteProject(client, project._id)).statusCode).toBe(403);
    expect(await listProjects(owner)).toHaveLength(1);
  });
});

describe('PUT /users/verify', () => {
  it('confirms the state the rule gives', async () => {
    const user = await signUp(t.app, { role: 'freelancer' });
    const unverified = await verify(user, false);
    expect(unverified.statusCode).toBe(200);
    expect(unverified.json()).toMatchObject({ data: { isVerified: false }, message: 'Your account is not verified' });
    for (const n of [1, 2, 3]) await addNumbered(user, n);
    const verified = await verify(user, 'true');
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ data: { isVerified: true }, message: 'Your account is verified' });
  });

  it('never verifies an account with fewer than 3 projects (409)', async () => {
    const user = await signUp(t.app, { role: 'freelancer' });
    await addNumbered(user, 1);
    await addNumbered(user, 2);
    const res = await verify(user, true);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('isVerified: 3 projects are required to get verified (you have 2)');
    expect(await isVerified(user)).toBe(false);
  });

  it('does not unverify an account that meets the rule (409)', async () => {
    const user = await signUp(t.app, { role: 'freelancer' });
    for (const n of [1, 2, 3]) await addNumbered(user, n);
    const res = await verify(user, false);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^isVerified: an account with 3 or more projects stays verified/);
    expect(await isVerified(user)).toBe(true);
  });

  it('answers 400 for a missing or non-boolean value, 401 without a session and 403 for a client', async () => {
    const user = await signUp(t.app, { role: 'freelancer' });
    const bad = await verify(user, 'yes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^isVerified: /);
    expect((await as(t.app, user)({ method: 'PUT', url: '/api/v1/users/verify', payload: {} })).statusCode).toBe(400);
    expect((await verify(null, true)).statusCode).toBe(401);
    const client = await signUp(t.app);
    const refused = await verify(client, true);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only freelancers can be verified');
  });
});
