import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  FIND_JOBS_LINKS,
  FIND_TALENT_LINKS,
  FOOTER_CATEGORIES,
  GIG_CATEGORIES,
  JOB_CATEGORIES,
  LANDING_CATEGORIES,
  PROFESSIONS,
} from '@shared/constants';
import { LOCALES } from '@shared/i18n/locales';
import { categoryFilterName, gigCategoriesFor } from '@shared/gig-categories';
import {
  FIND_JOBS_TRADES,
  FOOTER_TRADES,
  JOB_CATEGORY_GROUPS,
  LANDING_TRADES,
  TRADE_IDS,
  TRADES,
  tradeOfGigCategory,
  tradeOfJobCategory,
  tradeOfProfession,
} from '@shared/taxonomy';
import { taxonomyKey } from '@shared/i18n/taxonomy-key';

/** How many trades list `entry` in `list`. */
const holders = (list: 'gigCategories' | 'jobCategories' | 'professions', entry: string) =>
  TRADE_IDS.filter((id) => (TRADES[id][list] as readonly string[]).includes(entry)).length;

describe('the one taxonomy (shared/taxonomy.ts)', () => {
  it('puts every gig category, job category and profession in exactly one trade', () => {
    for (const { value } of GIG_CATEGORIES) expect(holders('gigCategories', value), value).toBe(1);
    for (const category of JOB_CATEGORIES) expect(holders('jobCategories', category), category).toBe(1);
    for (const profession of PROFESSIONS) expect(holders('professions', profession), profession).toBe(1);
    // And nothing else: a trade names only entries that exist.
    const all = TRADE_IDS.flatMap((id) => [...TRADES[id].gigCategories, ...TRADES[id].jobCategories]);
    expect(all).toHaveLength(GIG_CATEGORIES.length + JOB_CATEGORIES.length);
  });

  it('gives every trade gigs to buy, jobs to post and people to do them', () => {
    for (const id of TRADE_IDS) {
      expect(TRADES[id].gigCategories.length, id).toBeGreaterThan(0);
      expect(TRADES[id].jobCategories.length, id).toBeGreaterThan(0);
      expect(TRADES[id].professions.length, id).toBeGreaterThan(0);
    }
  });

  it('keeps SPEC’s job categories first and in order, then the trades gigs are sold in', () => {
    expect(JOB_CATEGORIES.slice(0, 3)).toEqual(['Web Development', 'Technical Writing', 'Mobile Development']);
    expect(JOB_CATEGORIES).toContain('Translation');
    expect(tradeOfJobCategory('Translation')).toBe(tradeOfGigCategory('writing'));
    expect(tradeOfJobCategory('Music & Audio')).toBe(tradeOfProfession('Musician'));
    expect(tradeOfJobCategory('Photography')).toBe(tradeOfGigCategory('photography'));
  });

  it('offers every job category once in the form’s groups, under its trade’s name', () => {
    const offered = JOB_CATEGORY_GROUPS.flatMap((g) => g.categories);
    expect([...offered].sort()).toEqual([...JOB_CATEGORIES].sort());
    expect(JOB_CATEGORY_GROUPS.find((g) => g.categories.includes('Translation'))?.name).toBe('Writing & Translation');
  });

  it('maps each landing card, footer link and Find Jobs entry (SPEC’s slugs) to a trade', () => {
    expect(Object.keys(LANDING_TRADES).sort()).toEqual(LANDING_CATEGORIES.map((c) => c.value).sort());
    expect(Object.keys(FOOTER_TRADES).sort()).toEqual(FOOTER_CATEGORIES.map((c) => c.slug).sort());
    expect(Object.keys(FIND_JOBS_TRADES).sort()).toEqual(FIND_JOBS_LINKS.map((l) => l.link).sort());
  });

  it('shows a landing card’s or footer link’s whole trade on /gigs, and a gig category alone', () => {
    expect(gigCategoriesFor('development')?.sort()).toEqual(['programming', 'web']);
    expect(gigCategoriesFor('programming')?.sort()).toEqual(['programming', 'web']);
    expect(gigCategoriesFor('animation')?.sort()).toEqual(['animation', 'video']);
    expect(gigCategoriesFor('video&animation')?.sort()).toEqual(['animation', 'video']);
    expect(gigCategoriesFor('writingandtranslation')).toEqual(['writing']);
    expect(gigCategoriesFor('web')).toEqual(['web']);
    expect(gigCategoriesFor('video')).toEqual(['video']);
    expect(gigCategoriesFor('cooking')).toBeNull();
    for (const { slug } of FOOTER_CATEGORIES) {
      expect(gigCategoriesFor(slug)?.length, slug).toBeGreaterThan(0);
      expect(categoryFilterName(slug), slug).toBeTruthy();
    }
  });
});

describe('the taxonomy’s words in each language (shared/i18n/messages/*/taxonomy.json)', () => {
  const catalog = (locale: string) =>
    JSON.parse(readFileSync(`shared/i18n/messages/${locale}/taxonomy.json`, 'utf8')) as Record<string, string>;
  // Every name a screen shows: the screens look each up by its English name (web/src/lib/taxonomy.ts).
  const names = [
    ...JOB_CATEGORIES,
    ...GIG_CATEGORIES.map((c) => c.name),
    ...LANDING_CATEGORIES.map((c) => c.name),
    ...FOOTER_CATEGORIES.map((c) => c.name),
    ...TRADE_IDS.map((id) => TRADES[id].name),
    ...FIND_JOBS_LINKS.map((l) => l.label),
    ...FIND_TALENT_LINKS.map((l) => l.label),
    ...PROFESSIONS,
  ];

  it('has a key for every name, whose English is the name itself, byte for byte', () => {
    const english = catalog('en');
    for (const name of names) expect(english[taxonomyKey(name)], name).toBe(name);
    expect(taxonomyKey('UI/UX Design')).toBe('taxonomy.ui-ux-design');
    expect(taxonomyKey('Video & Animation')).toBe('taxonomy.video-animation');
  });

  it('says what every gig category offers, and holds nothing else', () => {
    const english = catalog('en');
    for (const { value } of GIG_CATEGORIES) expect(english[`taxonomy.about.${value}`], value).toBeTruthy();
    const expected = new Set([...names.map(taxonomyKey), ...GIG_CATEGORIES.map((c) => `taxonomy.about.${c.value}`)]);
    expect(Object.keys(english).filter((key) => !expected.has(key))).toEqual([]);
  });

  it('names the categories in each language’s own words', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en'))
      expect(catalog(locale)[taxonomyKey('Web Development')], locale).not.toBe('Web Development');
    expect(catalog('es')[taxonomyKey('Graphics & Design')]).toBe('Gráficos y diseño');
    expect(catalog('ar')[taxonomyKey('Programming & Tech')]).toBe('البرمجة والتقنية');
  });

  it('names every profession in each language, the value kept as SPEC’s English', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en'))
      for (const profession of PROFESSIONS)
        expect(catalog(locale)[taxonomyKey(profession)], `${locale} ${profession}`).toBeTruthy();
    expect(catalog('es')[taxonomyKey('Web Developer')]).toBe('Desarrollador web');
    expect(catalog('ar')[taxonomyKey('Photographer')]).toBe('مصوّر');
  });
});
