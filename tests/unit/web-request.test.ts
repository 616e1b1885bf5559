import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, request, resetApiTransport } from '@web/api/client';
import { formatBudget, formatMoney } from '@web/lib/money';

const user = {
  _id: 'u1',
  fullName: 'Ann',
  username: 'ann',
  email: 'ann@example.com',
  avatar: null,
  isClient: false,
  isVerified: false,
  profession: null,
  country: null,
  desc: null,
  languages: [],
  skills: [],
  bookmarkedPosts: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  isAdmin: false,
  emailVerified: true,
  twoFactorEnabled: false,
  hasPasskey: false,
  locale: null,
  timeZone: null,
};

/** Answers every fetch with this status, JSON body and headers. */
function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('request (web/src/api/client.ts)', () => {
  // A server render earlier in this worker (files share it) left its own API as the transport.
  beforeEach(() => resetApiTransport());

  it('reads an enveloped answer: data, message and the next cursor from meta', async () => {
    answer(200, { statusCode: 200, success: true, message: 'Notifications', data: [], meta: { nextCursor: 'abc' } });
    const res = await request('/notifications', {
      answer: 'notificationPage',
      query: { limit: 10, cursor: undefined },
    });
    expect(res).toMatchObject({ data: [], message: 'Notifications', nextCursor: 'abc' });
  });

  it('reads a bare answer, its next cursor from the header, and sends cookies and the query', async () => {
    const fetch = answer(200, ['PHP'], { 'x-next-cursor': 'next1' });
    const res = await request('/users/user-skill', { answer: 'skills', query: { limit: 5, empty: '' } });
    expect(res.data).toEqual(['PHP']);
    expect(res.nextCursor).toBe('next1');
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/users/user-skill?limit=5',
      expect.objectContaining({ credentials: 'include', method: 'GET' }),
    );
  });

  it("reads login's user at message.user, typed by its own schema", async () => {
    answer(200, { statusCode: 200, success: true, data: user, message: { user } });
    const { body } = await request('/users/login', {
      answer: 'login',
      method: 'POST',
      json: { email: 'ann@example.com', password: 'x' },
    });
    expect(body.message.user.isClient).toBe(false);
  });

  it('keeps the field errors of a 400, and the status and message of any refusal', async () => {
    answer(400, {
      statusCode: 400,
      success: false,
      message: 'title: Title is required',
      errors: [{ field: 'title', message: 'Title is required' }],
    });
    const err = await request('/posts/createpost', { answer: 'post', method: 'POST', json: {} }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 400,
      message: 'title: Title is required',
      fieldErrors: [{ field: 'title', message: 'Title is required' }],
    });
  });

  it('fails loudly in development and tests when an answer leaves its shared schema', async () => {
    answer(200, { statusCode: 200, success: true, message: 'Current user', data: { ...user, isClient: 'yes' } });
    await expect(request('/users/get-user', { answer: 'user' })).rejects.toThrow(
      'GET /users/get-user answered outside its schema "user": data.isClient',
    );
  });

  it('sends multipart through XMLHttpRequest when asked for upload progress, and reads its answer the same way', async () => {
    const sent: { method?: string; url?: string; body?: unknown } = {};
    class FakeXhr {
      status = 0;
      responseText = '';
      withCredentials = false;
      upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
      onload?: () => void;
      onerror?: () => void;
      onabort?: () => void;
      open(method: string, url: string) {
        Object.assign(sent, { method, url });
      }
      setRequestHeader() {}
      getResponseHeader() {
        return null;
      }
      abort() {}
      send(body: unknown) {
        sent.body = body;
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 200 });
        this.status = 400;
        this.responseText = JSON.stringify({
          statusCode: 400,
          success: false,
          message: 'avatar: choose an image',
          errors: [{ field: 'avatar', message: 'choose an image' }],
        });
        this.onload?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const form = new FormData();
    const err = await request('/users/update-avatar', {
      answer: 'user',
      method: 'PUT',
      form,
      onProgress: (p) => progress.push(p),
    }).catch((e: unknown) => e);
    expect(sent).toEqual({ method: 'PUT', url: '/api/v1/users/update-avatar', body: form });
    expect(progress).toEqual([25, 100]);
    expect(err).toMatchObject({ status: 400, fieldErrors: [{ field: 'avatar', message: 'choose an image' }] });
  });
});

describe('money on the web', () => {
  it('puts the sign before the amount, for prices and for budget ranges', () => {
    expect(formatMoney(1234)).toBe('$1,234');
    expect(formatMoney(1250, 'minor')).toBe('$12.50');
    expect(formatBudget('100-200')).toBe('$100–$200');
    expect(formatBudget('500-1000')).toBe('$500–$1,000');
    expect(formatBudget('Negotiable')).toBe('Negotiable');
  });
});
