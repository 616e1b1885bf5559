import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: { type?: string; properties?: Record<string, unknown>; items?: { properties?: Record<string, unknown> } } }> }> };

describe('GET /openapi.json', () => {
  it('describes the bare answers of the contract calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, Operation>>;
    const schemaOf = (path: string, method: string, status = '200') => paths[path]?.[method]?.responses?.[status]?.content?.['application/json']?.schema;
    const publicUser = Object.keys(schemaOf('/api/v1/users/{id}', 'get')!.properties!);
    expect(publicUser).toEqual(expect.arrayContaining(['_id', 'fullName', 'username', 'avatar', 'skills', 'projects', 'languages', 'reviewsReceived']));
    expect(publicUser).not.toContain('email'); // the e-mail is for its owner only
    expect(schemaOf('/api/v1/users/user-skill', 'get')).toMatchObject({ type: 'array', items: { type: 'string' } });
    expect(Object.keys(schemaOf('/api/v1/gigs/single/{id}', 'get')!.properties!)).toEqual(expect.arrayContaining(['_id', 'userId', 'cover', 'images', 'desc', 'shortTitle', 'features']));
    expect(Object.keys(schemaOf('/api/v1/gigs/', 'get')!.items!.properties!)).toEqual(expect.arrayContaining(['cover', 'desc', 'coverThumb']));
    expect(Object.keys(schemaOf('/api/v1/conversations/', 'get')!.items!.properties!)).toEqual(
      expect.arrayContaining(['id', 'clientId', 'freelancerId', 'lastMessage', 'updatedAt', 'readByClient', 'readByFreelancer']),
    );
    expect(schemaOf('/api/v1/conversations/', 'post', '201')!.properties!.clientId).toMatchObject({ type: 'object' });
    expect(schemaOf('/api/v1/conversations/single/{id}', 'get')!.properties!.freelancerId).toMatchObject({ type: 'object' });
    expect(Object.keys(schemaOf('/api/v1/messages/{conversationId}', 'get')!.items!.properties!)).toEqual(
      expect.arrayContaining(['_id', 'conversationId', 'userId', 'message', 'desc', 'createdAt']),
    );
  });
});
