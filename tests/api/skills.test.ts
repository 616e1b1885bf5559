import { describe, expect, it } from 'vitest';
import { as, signUp, type TestUser } from '../support/test-app';
import { useTestApp } from '../support/use-test-app';

const t = useTestApp();

const addSkill = (user: TestUser | null, skills: unknown) =>
  as(t.app, user)({ method: 'POST', url: '/api/v1/users/add-skill', payload: { skills } });
const skillsOf = async (user: TestUser) =>
  (await as(t.app, user)({ method: 'GET', url: '/api/v1/users/user-skill' })).json() as string[];
const deleteSkill = (user: TestUser | null, skillValue: unknown) =>
  as(t.app, user)({ method: 'DELETE', url: '/api/v1/users/delete-skill', payload: { skillValue } });

describe('POST /users/add-skill', () => {
  it('splits comma-separated text, trims, drops empties and repeats, and keeps the first spelling', async () => {
    const user = await signUp(t.app, { role: 'freelancer' });
    const res = await addSkill(user, ' React ,  node.js,,react, Type   Script , ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: ['React', 'node.js', 'Type Script'],
      message: '3 skills added',
    });
    expect(await skillsOf(user)).toEqual(['React', 'node.js', 'Type Script']);
  });

  it('accepts a list, and skips skills the user already has whatever their case', async () => {
    const user = await signUp(t.app, { role: 'freelancer' });
    await addSkill(user, 'Figma');
    const res = await addSkill(user, ['FIGMA', 'Sketch, Photoshop', 'sketch']);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(['Figma', 'Sketch', 'Photoshop']);
    const again = await addSkill(user, 'figma');
    expect(again.json()).toMatchObject({ data: ['Figma', 'Sketch', 'Photoshop'], message: 'No new skills to add' });
  });

  it('adds nothing for empty text', async () => {
    const user = await signUp(t.app, { role: 'freelancer' });
    for (const empty of ['', ' , ,', []]) {
      const res = await addSkill(user, empty);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([]);
    }
    expect(await skillsOf(user)).toEqual([]);
  });

  it('refuses a skill longer than 40 characters and changes nothing', async () => {
    const user = await signUp(t.app, { role: 'freelancer' });
    const res = await addSkill(user, `Go, ${'x'.repeat(41)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('skills: Each skill must be at most 40 characters');
    expect(await skillsOf(user)).toEqual([]);
  });

  it('caps the count at 30 skills, counting the ones the user has', async () => {
    const user = await signUp(t.app, { role: 'freelancer' });
    const many = Array.from({ length: 31 }, (_, i) => `skill${i}`);
    const tooMany = await addSkill(user, many.join(','));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('skills: You can have at most 30 skills');
    expect((await addSkill(user, many.slice(0, 29))).statusCode).toBe(200);
    const over = await addSkill(user, 'one, two');
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toMatch(/^skills: you can have at most 30 skills \(you have 29/);
    expect(await skillsOf(user)).toHaveLength(29);
    expect((await addSkill(user, 'one')).statusCode).toBe(200);
    expect(await skillsOf(user)).toHaveLength(30);
  });

  it('answers 400 for a missing or wrongly typed body', async () => {
    const user = await signUp(t.app, { role: 'freelancer' });
    const missing = await as(t.app, user)({ method: 'POST', url: '/api/v1/users/add-skill', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^skills: /);
    expect((await addSkill(user, 42)).statusCode).toBe(400);
  });

  it('does not lose skills added at the same time', async () => {
    const user = await signUp(t.app, { role: 'freelancer' });
    const results = await Promise.all(['a1', 'b2', 'c3', 'd4', 'e5'].map((s) => addSkill(user, s)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await skillsOf(user)).sort()).toEqual(['a1', 'b2', 'c3', 'd4', 'e5']);
  });

  it('answers 401 without a session and 403 for a client', async () => {
    expect((await addSkill(null, 'React')).statusCode).toBe(401);
    const client = await signUp(t.app);
    const res = await addSkill(client, 'React');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only freelancers have skills');
    const me = await as(t.app, client)({ method: 'GET', url: '/api/v1/users/get-user' });
    expect(me.json().data.skills).toEqual([]);
  });
});

describe('GET /users/user-skill', () => {
  it('answers the bare list of the freelancer’s skills as strings, also shown on the public profile', async () => {
    const user = await signUp(t.app, { role: 'freelancer' });
    await addSkill(user, 'Docker, Kubernetes');
    const res = await as(t.app, user)({ method: 'GET', url: '/api/v1/users/user-skill' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(['Docker', 'Kubernetes']);
    const profile = await t.app.inject({ method: 'GET', url: `/api/v1/users/${user.id}` });
    expect(profile.json().skills).toEqual(['Docker', 'Kubernetes']);
  });

  it('answers 401 without a session and 403 for a client', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/user-skill' })).statusCode).toBe(401);
    const client = await signUp(t.app);
    expect((await as(t.app, client)({ method: 'GET', url: '/api/v1/users/user-skill' })).statusCode).toBe(403);
  });
});

describe('DELETE /users/delete-skill', () => {
  it('removes one skill, matching its case loosely', async () => {
    const user = await signUp(t.app, { role: 'freelancer' });
    await addSkill(user, 'Vue, Svelte, Angular');
    const res = await deleteSkill(user, 'svelte');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(['Vue', 'Angular']);
    expect(await skillsOf(user)).toEqual(['Vue', 'Angular']);
  });

  it('answers 404 for a skill the user does not have, 400 for a missing value', async () => {
    const user = await signUp(t.app, { role: 'freelancer' });
    await addSkill(user, 'Vue');
    const missing = await deleteSkill(user, 'Rust');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Skill not found');
    const empty = await deleteSkill(user, '  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('skillValue: Choose a skill to remove');
    expect(await skillsOf(user)).toEqual(['Vue']);
  });

  it('answers 401 without a session and 403 for a client', async () => {
    expect((await deleteSkill(null, 'Vue')).statusCode).toBe(401);
    const client = await signUp(t.app);
    expect((await deleteSkill(client, 'Vue')).statusCode).toBe(403);
  });
});
