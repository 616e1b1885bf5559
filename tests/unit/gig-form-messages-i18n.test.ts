// Every field message the gig form can show (the shared gig, package, extra and question schemas,
// checked in the browser and again by the API), found by giving each field the wrong values it
// can get: each one is an `errors.*` message, so the form shows it in the page's language and the
// API answers it in the request's (server/platform/i18n.ts translateMessage).
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@shared/i18n/locales';
import { gigExtraInputSchema, gigPackageSchema } from '@shared/schemas/gig-packages';
import { gigQuestionInputSchema } from '@shared/schemas/gig-questions';
import { gigEditFormSchema, gigFormSchema } from '@shared/schemas/gigs';
import { translateMessage } from '../../server/platform/i18n';

const long = (n: number) => 'x'.repeat(n + 1);
const files = (n: number) => ({ length: n });
const pkg = (tier: string) => ({
  tier,
  name: 'P',
  description: 'D',
  price: 10,
  deliveryDays: 2,
  revisions: 1,
  features: [],
});
const extra = { title: 'Fast', priceCents: 1000, extraDays: 0 };
const question = { prompt: 'Your logo?', kind: 'text', options: [], required: true };

/** For each field, the wrong values to try (each alone, the rest of the object valid or absent). */
const WRONG: [
  schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } },
  field: string,
  values: unknown[],
][] = [
  ...(
    [
      ['title', [undefined, ' ', long(120)]],
      ['category', ['nope']],
      ['description', [undefined, '', long(5000)]],
      ['serviceTitle', [undefined, '', long(80)]],
      ['shortDescription', [undefined, '', long(300)]],
      ['deliveryTime', ['abc', '1.5', '0', '366']],
      ['revisionNumber', ['abc', '1.5', '-1', '51']],
      ['price', ['abc', '1.5', '0', '50001']],
      [
        'features',
        ['not json', '{}', '[1]', '[" "]', JSON.stringify([long(80)]), JSON.stringify(['a', 'b', 'c', 'd', 'e'])],
      ],
      [
        'packages',
        [
          'not json',
          '[]',
          JSON.stringify(['basic', 'standard', 'premium', 'premium'].map(pkg)),
          JSON.stringify(['basic', 'basic'].map(pkg)),
          JSON.stringify([pkg('standard')]),
        ],
      ],
      ['extras', ['not json', JSON.stringify(Array(6).fill(extra))]],
      ['questions', ['not json', JSON.stringify(Array(11).fill(question))]],
      ['coverImage', [undefined, 'a file', files(2)]],
      ['images', ['a file', files(7)]],
    ] as const
  ).map(([field, values]) => [gigFormSchema, field, [...values]] as (typeof WRONG)[number]),
  [gigEditFormSchema, 'coverImage', [files(2)]],
  [gigPackageSchema, 'tier', ['gold']],
  [gigPackageSchema, 'name', [undefined, '', long(40)]],
  [gigPackageSchema, 'description', [undefined, '', long(300)]],
  [gigPackageSchema, 'price', ['1', 1.5, 0, 50001]],
  [gigPackageSchema, 'deliveryDays', ['1', 1.5, 0, 366]],
  [gigPackageSchema, 'revisions', ['1', 1.5, -1, 51]],
  [gigPackageSchema, 'features', ['a', [1], [''], [long(80)], ['a', 'b', 'c', 'd', 'e']]],
  [gigExtraInputSchema, 'id', ['x']],
  [gigExtraInputSchema, 'title', [undefined, '', long(80)]],
  [gigExtraInputSchema, 'priceCents', ['1', 1.5, 0, 1_000_100, 150]],
  [gigExtraInputSchema, 'extraDays', ['1', 1.5, -31, 31]],
  [gigQuestionInputSchema, 'id', ['x']],
  [gigQuestionInputSchema, 'prompt', [undefined, '', long(300)]],
  [gigQuestionInputSchema, 'kind', ['date']],
  [gigQuestionInputSchema, 'options', ['a', [1], [''], [long(80)], ['a', 'b', 'c', 'd', 'e', 'f', 'g']]],
  [gigQuestionInputSchema, 'required', ['yes']],
];

function everyMessage(): Set<string> {
  const messages = new Set<string>();
  for (const [schema, field, values] of WRONG)
    for (const value of values)
      for (const issue of schema.safeParse({ [field]: value }).error?.issues ?? []) messages.add(issue.message);
  // The multiple choice rule is checked once the question's own fields are right.
  for (const options of [[], ['a']])
    for (const issue of gigQuestionInputSchema.safeParse({ ...question, kind: 'choice', options }).error?.issues ?? [])
      messages.add(issue.message);
  return messages;
}

describe('the gig form’s field messages in every language', () => {
  const all = [...everyMessage()];

  it('walks them all', () => {
    expect(all.length).toBeGreaterThan(80);
    expect(all).toContain('Price must be at least $1');
    expect(all).toContain('A multiple choice question needs 2 or more options; a text or file question none');
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has each of them', (locale) => {
    expect(all.filter((m) => translateMessage(locale, m) === m)).toEqual([]);
  });

  it('keeps English as it is', () => {
    for (const message of all) expect(translateMessage('en', message)).toBe(message);
  });
});
