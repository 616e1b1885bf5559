import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { FastifyRequest } from 'fastify';
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

/** An `errors.*` message with values in it: the pattern of its English text, and its values' names in order. */
interface MessageTemplate {
  key: string;
  pattern: RegExp;
  names: string[];
  /** Letters outside the values: the most specific template wins when several match. */
  fixed: number;
}

/** English message text → its key, and the templates of those with values, for messages thrown as English text. */
let errorMessages: { keysByEnglish: Map<string, string>; templates: MessageTemplate[] } | null = null;

/** A simple `{name}` placeholder; a message with ICU plural or select arguments is matched by its exact text only. */
const PLACEHOLDER = /\{(\w+)\}/g;

function readErrorMessages() {
  const keysByEnglish = new Map<string, string>();
  const templates: MessageTemplate[] = [];
  for (const [key, text] of Object.entries(readCatalog(DEFAULT_LOCALE))) {
    if (!key.startsWith('errors.')) continue;
    if (!text.includes('{')) {
      keysByEnglish.set(text, key);
      continue;
    }
    if (/\{\w+,/.test(text)) continue;
    const names = [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);
    const literal = text.split(PLACEHOLDER).filter((_, i) => i % 2 === 0);
    const pattern = new RegExp(
      `^${literal.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('(.+?)')}$`,
      's',
    );
    templates.push({ key, pattern, names, fixed: literal.join('').length });
  }
  templates.sort((a, b) => b.fixed - a.fixed);
  return { keysByEnglish, templates };
}

/**
 * An English message a person reads (an API refusal, a field's validation message) in another
 * language, found among the catalogs' `errors.*` keys: by its exact English text, or by an
 * English text with values (`You can keep at most {max} lists`), whose values are carried into
 * the translation as they are. A message no catalog holds stays as it is. English is returned
 * untouched, so English answers stay byte for byte.
 */
export function translateMessage(locale: Locale, english: string): string {
  if (locale === DEFAULT_LOCALE) return english;
  errorMessages ??= readErrorMessages();
  const key = errorMessages.keysByEnglish.get(english);
  if (key) return translate(locale, key);
  for (const { key: templateKey, pattern, names } of errorMessages.templates) {
    const match = pattern.exec(english);
    if (match) return translate(locale, templateKey, Object.fromEntries(names.map((name, i) => [name, match[i + 1]])));
  }
  return english;
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
