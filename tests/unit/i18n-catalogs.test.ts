import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@shared/i18n/locales';

/**
 * The shipped catalogs (shared/i18n/messages/<locale>/<namespace>.json) against English, the
 * source: the same namespaces and keys, every message valid ICU, the same placeholders, and
 * every key the web app's code names exists.
 */
const dir = path.resolve('shared/i18n/messages');
const namespaces = (locale: string) =>
  readdirSync(path.join(dir, locale))
    .filter((f) => f.endsWith('.json'))
    .sort();
const read = (locale: string, file: string) =>
  JSON.parse(readFileSync(path.join(dir, locale, file), 'utf8')) as Record<string, string>;

/** Every argument a message names, with its type ("count:plural", "year:argument"), and its tags. */
function placeholders(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.argument) found.add(`${el.value}:argument`);
    else if (el.type === TYPE.number) found.add(`${el.value}:number`);
    else if (el.type === TYPE.date || el.type === TYPE.time) found.add(`${el.value}:date`);
    else if (el.type === TYPE.plural || el.type === TYPE.select) {
      found.add(`${el.value}:${el.type === TYPE.plural ? 'plural' : 'select'}`);
      for (const option of Object.values(el.options)) placeholders(option.value, found);
    }
  }
  return found;
}
/** Lingui's markup is numbered (`<0>no fees</0>`), which formatjs does not take as tags: read apart. */
const parsed = (message: string) => parse(message, { requiresOtherClause: true, ignoreTag: true });
const tags = (message: string) => [...message.matchAll(/<(\/?)(\d+)(\/?)>/g)].map((m) => m[0]).sort();

const english = Object.assign({}, ...namespaces('en').map((f) => read('en', f))) as Record<string, string>;

describe('message catalogs', () => {
  it('ships the five languages, each with the namespaces English has', () => {
    expect(readdirSync(dir).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) expect(namespaces(locale), locale).toEqual(namespaces('en'));
  });

  it('keys every message by its namespace (the file it is in)', () => {
    for (const locale of LOCALES)
      for (const file of namespaces(locale))
        for (const key of Object.keys(read(locale, file)))
          expect(key.startsWith(`${file.replace(/\.json$/, '')}.`), `${locale}/${file}: ${key}`).toBe(true);
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has exactly the keys English has, file by file', (locale) => {
    for (const file of namespaces('en')) {
      const theirs = Object.keys(read(locale, file)).sort();
      const ours = Object.keys(read('en', file)).sort();
      expect(
        { missing: ours.filter((k) => !theirs.includes(k)), extra: theirs.filter((k) => !ours.includes(k)) },
        `${locale}/${file}`,
      ).toEqual({ missing: [], extra: [] });
    }
  });

  it.each(LOCALES)(
    'every %s message parses as ICU and compiles for the runtime, with the placeholders English has',
    (locale) => {
      for (const file of namespaces(locale)) {
        for (const [key, message] of Object.entries(read(locale, file))) {
          expect(message.trim(), `${locale} ${key} is empty`).not.toBe('');
          const tree = parsed(message);
          expect(() => compileMessageOrThrow(message), `${locale} ${key}`).not.toThrow();
          expect([...placeholders(tree)].sort(), `${locale} ${key}`).toEqual(
            [...placeholders(parsed(english[key]!))].sort(),
          );
          expect(tags(message), `${locale} ${key}`).toEqual(tags(english[key]!));
        }
      }
    },
  );

  it('translates for real: a non-English catalog repeats English only for names and short shared words', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const catalog = Object.assign({}, ...namespaces(locale).map((f) => read(locale, f))) as Record<string, string>;
      const same = Object.keys(english).filter((k) => catalog[k] === english[k] && english[k]!.length > 15);
      expect(same, locale).toEqual([]);
    }
  });

  it('names only keys English has, in the web app and the server', () => {
    const files: string[] = [];
    const walk = (folder: string) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const full = path.join(folder, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(entry.name)) files.push(full);
      }
    };
    walk(path.resolve('web/src'));
    walk(path.resolve('server'));
    const named = new Set<string>();
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      // _('ns.key'), id="ns.key", and message keys kept in tables (label: 'ns.key').
      for (const m of text.matchAll(
        /(?:_\(|id=|label: |title: |text: )['"]((?:layout|landing|gigs|auth|errors|time|mails|posts|profiles|reviews|ui|orders|payments|jobs-form|account|disputes|receipts|taxonomy|heads|admin|reports|saved-searches|payouts|offers|messages|applications|lists|invitations|pages|push|blocks)\.[\w.-]+)['"]/g,
      ))
        named.add(m[1]!);
    }
    expect(named.size).toBeGreaterThan(50);
    expect([...named].filter((key) => !(key in english))).toEqual([]);
  });
});

describe('plural rules per language', () => {
  const format = (locale: string, message: string, count: number) => {
    const i18n = setupI18n({ locale, messages: { [locale]: { m: compileMessageOrThrow(message) } } });
    return i18n._('m', { count });
  };
  it('chooses each language’s own forms (Arabic has six)', () => {
    const ar = read('ar', 'landing.json')['landing.categories.gigCount']!;
    expect([0, 1, 2, 3, 11, 100].map((n) => format('ar', ar, n))).toEqual([
      'لا خدمات',
      'خدمة واحدة',
      'خدمتان',
      '3 خدمات',
      '11 خدمة',
      '100 خدمة',
    ]);
    expect(format('en', english['landing.categories.gigCount']!, 1)).toBe('1 gig');
    expect(format('en', english['landing.categories.gigCount']!, 12)).toBe('12 gigs');
    expect(format('fr', read('fr', 'landing.json')['landing.categories.gigCount']!, 0)).toBe('0 service');
  });

  it('counts search results by each language’s forms, and says when the count is capped', () => {
    const count = (locale: string, file: string, key: string, values: Record<string, unknown>) => {
      const i18n = setupI18n({
        locale,
        messages: { [locale]: { m: compileMessageOrThrow(read(locale, file)[key]!) } },
      });
      return i18n._('m', values);
    };
    const jobs = (locale: string, n: number, capped = 'no') =>
      count(locale, 'posts.json', 'posts.search.count', { count: n, capped });
    expect([1, 12].map((n) => jobs('en', n))).toEqual(['1 job', '12 jobs']);
    expect(jobs('en', 50, 'yes')).toBe('50+ jobs');
    expect([1, 2, 5].map((n) => jobs('es', n))).toEqual(['1 trabajo', '2 trabajos', '5 trabajos']);
    expect([1, 2, 3, 11].map((n) => jobs('ar', n))).toEqual(['وظيفة واحدة', 'وظيفتان', '3 وظائف', '11 وظيفة']);
    expect(jobs('ar', 50, 'yes')).toBe('أكثر من 50 وظيفة');
    // A capped count ("50+") is a number and a flag, never "NaN gigs".
    const gigs = (locale: string, n: number, capped = 'no') =>
      count(locale, 'gigs.json', 'gigs.results.count', { count: n, capped });
    expect([1, 12].map((n) => gigs('en', n))).toEqual(['1 gig', '12 gigs']);
    expect(gigs('en', 50, 'yes')).toBe('50+ gigs');
    expect(gigs('es', 50, 'yes')).toBe('Más de 50 servicios');
    const delivery = (locale: string, days: number) => count(locale, 'gigs.json', 'gigs.page.deliveryDays', { days });
    expect([1, 3].map((d) => delivery('en', d))).toEqual(['1 Day Delivery', '3 Days Delivery']);
    expect([2, 3].map((d) => delivery('ar', d))).toEqual(['تسليم خلال يومين', 'تسليم خلال 3 أيام']);
    expect(delivery('fr', 1)).toBe('Livraison en 1 jour');
  });

  it('keeps apostrophes and markup of English texts as written', () => {
    const i18n = setupI18n({
      locale: 'en',
      messages: { en: { a: compileMessageOrThrow(english['auth.login.noAccount']!) } },
    });
    expect(i18n._('a')).toBe("Don't have an account?");
  });
});

describe('relative times through the catalogs (time.posted)', () => {
  const posted = (locale: string, unit: string, count: number) => {
    const message = read(locale, 'time.json')['time.posted']!;
    const i18n = setupI18n({ locale, messages: { [locale]: { m: compileMessageOrThrow(message) } } });
    return i18n._('m', { unit, count });
  };
  it('reads as SPEC in English and by each language’s plural rules elsewhere', () => {
    expect(posted('en', 'minute', 1)).toBe('Posted 1 minute ago');
    expect(posted('en', 'hour', 3)).toBe('Posted 3 hours ago');
    expect(posted('en', 'year', 2)).toBe('Posted 2 years ago');
    expect(posted('es', 'minute', 5)).toBe('Publicado hace 5 minutos');
    expect(posted('fr', 'day', 1)).toBe('Publié il y a 1 jour');
    expect(posted('pt-BR', 'month', 2)).toBe('Publicado há 2 meses');
    expect(posted('ar', 'hour', 2)).toBe('نُشر منذ ساعتين');
    expect(posted('ar', 'day', 3)).toBe('نُشر منذ 3 أيام');
    expect(posted('ar', 'minute', 11)).toBe('نُشر منذ 11 دقيقة');
  });

  it('names each English refusal once: no two errors.* keys share a text, and no exact text is also a pattern’s', () => {
    // The server and the browser find a refusal's key by its English text (server/platform/i18n.ts,
    // useTranslateError): a text two keys hold would be translated by whichever is found first.
    const english = Object.entries(read('en', 'errors.json'));
    const byText = new Map<string, string[]>();
    for (const [key, text] of english) byText.set(text, [...(byText.get(text) ?? []), key]);
    expect([...byText.values()].filter((keys) => keys.length > 1)).toEqual([]);
    const patterns = english
      .filter(([, text]) => /\{\w+\}/.test(text))
      .map(([key, text]) => {
        const literal = text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '(.+?)');
        return [key, new RegExp(`^${literal}$`)] as const;
      });
    const shadowed = english.flatMap(([key, text]) =>
      /\{\w+\}/.test(text) ? [] : patterns.filter(([, re]) => re.test(text)).map(([pattern]) => `${key} ~ ${pattern}`),
    );
    expect(shadowed).toEqual([]);
  });
});
