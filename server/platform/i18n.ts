import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { FastifyRequest } from 'fastify';
import { errorMatcher, icuParts, matchError, type ErrorMatcher } from '@shared/i18n/error-patterns';
import { refusalValues } from '@shared/i18n/refusal-date';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, negotiateLocale, type Locale } from '@shared/i18n/locales';

/**
 * The server's side of the languages (issue 33): the same ICU catalogs as the web app
 * (shared/i18n/messages/<locale>/<namespace>.json), compiled once at start by Lingui's compiler,
 * for server-rendered pages (handed to the web app's renderer), API error messages and mails.
 */

/** Beside the built server (scripts/build.mjs copies them), else the source tree's. */
function messagesDir(): string {
  const built = fileURLToPath(new URL('./messages/', import.meta.url));
  if (existsSync(built)) return built;
  return fileURLToPath(new URL('../../shared/i18n/messages/', import.meta.url));
}

/** One language's source messages (ICU strings), every namespace file merged. */
export function readCatalog(locale: Locale, dir = messagesDir()): Record<string, string> {
  const messages: Record<string, string> = {};
  const folder = `${dir}/${locale}`;
  for (const file of readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .sort())
    Object.assign(messages, JSON.parse(readFileSync(`${folder}/${file}`, 'utf8')) as Record<string, string>);
  return messages;
}

let loaded: Map<Locale, { messages: Messages; i18n: I18n }> | null = null;

function catalogs() {
  if (!loaded) {
    loaded = new Map();
    for (const locale of LOCALES) {
      const messages: Messages = {};
      for (const [key, text] of Object.entries(readCatalog(locale))) messages[key] = compileMessageOrThrow(text);
      loaded.set(locale, { messages, i18n: setupI18n({ locale, messages: { [locale]: messages } }) });
    }
  }
  return loaded;
}

/** A language's compiled messages, for the web app's server renderer. */
export const compiledMessages = (locale: Locale): Messages => catalogs().get(locale)!.messages;

/** A message in a language; its English text when the language lacks it (the catalog test forbids that). */
export function translate(locale: Locale, key: string, values?: Record<string, unknown>): string {
  const { i18n } = catalogs().get(locale)!;
  return i18n._(key, values);
}

/** The `errors.*` keys by their English text or its pattern (shared/i18n/error-patterns.ts). */
let errorMessages: ErrorMatcher | null = null;

/**
 * An English message a person reads (an API refusal, a validation message) in another language,
 * found among the catalogs' `errors.*` keys by its exact English text or by an English text with
 * values (`You can keep at most {max} lists`): an amount or a date the English wrote is written
 * again in the language, other values are carried as they are. A message no catalog holds stays
 * as it is. English is returned untouched, so English answers stay byte for byte.
 */
export function translateMessage(locale: Locale, english: string): string {
  if (locale === DEFAULT_LOCALE) return english;
  errorMessages ??= errorMatcher(
    Object.entries(readCatalog(DEFAULT_LOCALE)).map(([key, text]) => [key, icuParts(text)] as const),
  );
  const found = matchError(errorMessages, english, locale, (name, value) =>
    name === 'advice' ? adviceIn(value, locale) : refusalValues(name, value, locale),
  );
  return found ? translate(locale, found.key, found.values) : english;
}

/**
 * An `{advice}` (a weak password's refusal: zxcvbn's English sentences, users/password-strength.ts)
 * sentence by sentence in the language, each found by its exact English text; one no catalog holds
 * stays as it is.
 */
function adviceIn(advice: string, locale: Locale): string {
  return advice
    .split(/(?<=\.) /)
    .map((sentence) => {
      const key = errorMessages!.exact.get(sentence);
      return key ? translate(locale, key) : sentence;
    })
    .join(' ');
}

/**
 * The language of a request, by the one rule (shared/i18n/locales.ts): `?lang=`, the signed-in
 * person's saved locale, the `lang` cookie, Accept-Language, English.
 */
export function localeOf(request: FastifyRequest, saved?: string | null): Locale {
  const query = request.query as Record<string, unknown> | undefined;
  const fromUrl =
    typeof query?.lang === 'string' ? query.lang : new URL(request.url, 'http://x').searchParams.get('lang');
  return negotiateLocale({
    query: fromUrl,
    saved: saved ?? request.user?.locale,
    cookie: request.cookies?.[LOCALE_COOKIE],
    acceptLanguage: request.headers['accept-language'],
  });
}
