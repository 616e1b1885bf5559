import { beforeAll, describe, expect, it } from 'vitest';
import { as, type TestUser } from '../support/test-app';
import { useTestApp } from '../support/use-test-app';
import { disputeCast, disputedOrder } from '../support/disputes';

/**
 * JSON nested deeper than any form is a 400 naming the field, never a 500 from a recursive
 * reader running out of stack (it was `RangeError: Maximum call stack size exceeded`).
 */
const t = useTestApp();

/** `{"<field>": [[[ … "x" … ]]]}` with `levels` arrays, as raw text (no recursive serializer involved). */
const deepBody = (field: string, levels: number) => `{"${field}": ${'['.repeat(levels)}"x"${']'.repeat(levels)}}`;
const json = { 'content-type': 'application/json' };

describe('POST /users/register', () => {
  const register = (payload: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/users/register', headers: json, payload });

  it('answers 400 naming fullName for a value nested 5,000 levels deep, and creates no account', async () => {
    const res = await register(
      deepBody('fullName', 5000).replace(
        /}$/,
        ', "username": "deep_one", "email": "deep@example.com", "password": "correct horse battery", "isClient": true}',
      ),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'fullName: nested too deeply (at most 32 levels)',
      errors: [{ field: 'fullName' }],
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: 'deep@example.com', password: 'correct horse battery' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('words the refusal in the request’s language, the limit carried into it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/register?lang=es',
      headers: json,
      payload: deepBody('fullName', 40),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'fullName: anidado demasiado (como máximo 32 niveles)',
      errors: [{ field: 'fullName', message: 'anidado demasiado (como máximo 32 niveles)' }],
    });
  });

  it('answers 400 naming the body when the body itself is a deep array', async () => {
    const res = await register(`${'['.repeat(5000)}${']'.repeat(5000)}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'body', message: 'nested too deeply (at most 32 levels)' }]);
  });

  it('still registers a plain JSON body', async () => {
    const res = await register(
      JSON.stringify({
        fullName: 'Plain Person',
        username: 'plain_person',
        email: 'plain@example.com',
        password: 'correct horse battery',
        isClient: true,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('POST /disputes/{id}/messages', () => {
  let buyer: TestUser;
  let disputeId: string;
  beforeAll(async () => {
    const cast = await disputeCast(t);
    ({ buyer, disputeId } = await disputedOrder(t, cast.gigId, cast.seller));
  });
  const post = (payload: string) =>
    as(t.app, buyer)({ method: 'POST', url: `/api/v1/disputes/${disputeId}/messages`, headers: json, payload });

  it('answers 400 naming body for a message nested 5,000 levels deep, and adds nothing', async () => {
    const res = await post(deepBody('body', 5000));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'body', message: 'nested too deeply (at most 32 levels)' }]);
    const view = await as(t.app, buyer)({ method: 'GET', url: `/api/v1/disputes/${disputeId}` });
    expect(view.json().data.messages).toEqual([]);
  });

  it('still adds a plain JSON message', async () => {
    const res = await post(JSON.stringify({ body: 'Here is what went wrong' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.messages.map((m: { body: string }) => m.body)).toEqual(['Here is what went wrong']);
  });
});
