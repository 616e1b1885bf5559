import type { Messages } from '@lingui/core';
import { errorMatcher, matchError, type ErrorMatcher, type MessagePart } from '@shared/i18n/error-patterns';

/** The key and values of an English text under a prefix, written for a language; null when none holds it. */
export type EnglishFinder = (prefix: string, english: string, locale: string) => ReturnType<typeof matchError>;

/** The prefixes whose English texts the browser finds by their words: refusals, the timeline's stored messages. */
const FOUND_BY_ENGLISH = ['errors.', 'orders.stored.'];

/**
 * Compiled, a text is an array of strings and `[name]` values ("Title is required" is ["Title is
 * required"]); one with a plural or select (`[name, "plural", {…}]`) is matched by nothing.
 */
function compiledParts(message: unknown): MessagePart[] | null {
  const parts = typeof message === 'string' ? [message] : (message as unknown[]);
  const out: MessagePart[] = [];
  for (const part of parts) {
    if (typeof part === 'string') out.push(part);
    else if (Array.isArray(part) && part.length === 1 && typeof part[0] === 'string') out.push({ name: part[0] });
    else return null;
  }
  return out;
}

/**
 * The browser's side of the server's rule (shared/i18n/error-patterns.ts), from the compiled
 * English catalog: an exact text or a `{name}` pattern per prefix, amounts written again.
 */
export function englishFinder(messages: Messages): EnglishFinder {
  const texts = Object.entries(messages)
    .filter(([key]) => FOUND_BY_ENGLISH.some((prefix) => key.startsWith(prefix)))
    .map(([key, message]) => [key, compiledParts(message)] as const);
  const matchers = new Map<string, ErrorMatcher>();
  return (prefix, english, locale) => {
    let matcher = matchers.get(prefix);
    if (!matcher) matchers.set(prefix, (matcher = errorMatcher(texts, prefix)));
    return matchError(matcher, english, locale);
  };
}
