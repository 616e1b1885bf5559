import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../server/db/client';
import { signUp } from '../support/test-app';
import { useTestApp } from '../support/use-test-app';

const t = useTestApp();

describe('search indexes (migrations 0004, 0012, 0016, 0053)', () => {
  it('every GIN index writes new rows straight into itself, so no search reads a pending list', async () => {
    const indexes = await selectRows<{ name: string; options: string[] | null }>(
      t.ctx.db,
      sql`select c.relname as name, c.reloptions as options from pg_class c join pg_am a on a.oid = c.relam where a.amname = 'gin' and c.relnamespace = 'public'::regnamespace order by 1`,
    );
    expect(indexes.map((i) => i.name)).toEqual(
      expect.arrayContaining([
        'posts_head_search_idx',
        'posts_search_vector_idx',
        'typo_words_trgm_idx',
        'users_freelancer_name_idx',
        'users_freelancer_search_idx',
      ]),
    );
    expect(indexes.filter((i) => !i.options?.includes('fastupdate=off')).map((i) => i.name)).toEqual([]);
  });

  it('a freelancer who just signed up is found at once', async () => {
    const user = await signUp(t.app, {
      role: 'freelancer',
      fullName: 'Quintessa Pendleworth',
      profession: 'Web Developer',
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/search/freelancers/search?query=pendleworth' });
    expect(res.json().data.map((r: { _id: string }) => r._id)).toEqual([user.id]);
  });
});
