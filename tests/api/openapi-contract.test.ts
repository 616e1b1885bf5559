import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/use-test-app';

const t = useTestApp();

type Operation = {
  responses?: Record<
    string,
    {
      content?: Record<
        string,
        {
          schema?: {
            type?: string;
            properties?: Record<string, unknown>;
            items?: { properties?: Record<string, unknown> };
          };
        }
      >;
    }
  >;
};

describe('GET /openapi.json', () => {
  it('describes the bare answers of the contract calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, Operation>>;
    const schemaOf = (path: string, method: string, status = '200') =>
      paths[path]?.[method]?.responses?.[status]?.content?.['application/json']?.schema;
    const publicUser = Object.keys(schemaOf('/api/v1/users/{id}', 'get')!.properties!);
    expect(publicUser).toEqual(
      expect.arrayContaining([
        '_id',
        'fullName',
        'username',
        'avatar',
        'skills',
        'projects',
        'languages',
        'reviewsReceived',
      ]),
    );
    expect(publicUser).not.toContain('email'); // the e-mail is for its owner only
    expect(schemaOf('/api/v1/users/user-skill', 'get')).toMatchObject({ type: 'array', items: { type: 'string' } });
    expect(Object.keys(schemaOf('/api/v1/gigs/single/{id}', 'get')!.properties!)).toEqual(
      expect.arrayContaining(['_id', 'userId', 'cover', 'images', 'desc', 'shortTitle', 'features']),
    );
    expect(Object.keys(schemaOf('/api/v1/gigs/', 'get')!.items!.properties!)).toEqual(
      expect.arrayContaining(['cover', 'desc', 'coverThumb']),
    );
    expect(Object.keys(schemaOf('/api/v1/conversations/', 'get')!.items!.properties!)).toEqual(
      expect.arrayContaining([
        'id',
        'clientId',
        'freelancerId',
        'lastMessage',
        'updatedAt',
        'readByClient',
        'readByFreelancer',
      ]),
    );
    expect(schemaOf('/api/v1/conversations/', 'post', '201')!.properties!.clientId).toMatchObject({ type: 'object' });
    expect(schemaOf('/api/v1/conversations/single/{id}', 'get')!.properties!.freelancerId).toMatchObject({
      type: 'object',
    });
    expect(Object.keys(schemaOf('/api/v1/messages/{conversationId}', 'get')!.items!.properties!)).toEqual(
      expect.arrayContaining(['_id', 'conversationId', 'userId', 'message', 'desc', 'createdAt']),
    );
  });

  it('declares a JSON response schema for every JSON operation', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    const paths = res.json().paths as Record<string, Record<string, Operation>>;
    const operations = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method, op })),
    );
    // Far more than the contract calls: the whole route table is in the document.
    expect(operations.length).toBeGreaterThan(70);
    const undescribed = operations
      .filter(({ path }) => !NOT_JSON.some((rule) => rule.test(path)))
      .filter(
        ({ op }) =>
          !Object.entries(op.responses ?? {}).some(
            ([status, answer]) => /^2\d\d$/.test(status) && answer.content?.['application/json']?.schema,
          ),
      )
      .map(({ path, method }) => `${method.toUpperCase()} ${path}`);
    expect(undescribed).toEqual([]);
  });

  it('shows every field SPEC.md names on the login answer, the user in message.user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    const answer = res.json().paths['/api/v1/users/login'].post.responses['200'].content['application/json'].schema;
    // Two answers since issue 32: SPEC's, and the second step's { twoFactorRequired: true } for an account with two-step sign-in.
    type Schema = { properties: { message: { properties: Record<string, unknown> } } };
    const branches: Schema[] = answer.anyOf ?? answer.oneOf ?? [answer];
    expect(branches.some((b) => 'twoFactorRequired' in b.properties.message.properties)).toBe(true);
    const login = branches.find((b) => 'user' in b.properties.message.properties) as {
      properties: { message: { properties: { user: { properties: object } } } };
    };
    expect(login.properties.message).toMatchObject({ type: 'object', properties: { user: { type: 'object' } } });
    expect(Object.keys(login.properties.message.properties.user.properties)).toEqual(
      expect.arrayContaining(['_id', 'isClient', 'fullName', 'avatar']),
    );
  });
});

/**
 * Operations that answer no JSON, so no JSON schema can describe them: file downloads and
 * public uploads (bytes, with their own content type) and the live event stream (text/event-stream).
 */
// The provider sign-in start and callback are browser navigations: a redirect, or a refusal page in HTML.
const NOT_JSON = [
  /\/files\//,
  /\/attachment$/,
  /\/questions\/\{questionId\}\/file$/,
  /^\/api\/v1\/events\/$/,
  /\/auth\/oidc\/\{provider\}\/(start|callback)$/,
];
