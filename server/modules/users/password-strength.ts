import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { fieldError } from '../../platform/errors';

/** zxcvbn's scale is 0-4; 3 is "safely unguessable" against an online attacker that is throttled. */
const MIN_SCORE = 3;

let factory: ZxcvbnFactory | null = null;
/** Built on first use: the dictionaries are megabytes that a process that never checks one need not hold. */
const estimator = () =>
  (factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  }));

/**
 * Refuses a password that is easy to guess (issue 32), with the person's own name, username and
 * e-mail counted as known words: the answer names the field and says why, with zxcvbn's advice.
 */
export function assertStrongPassword(
  password: string,
  userInputs: (string | null | undefined)[],
  field = 'password',
): void {
  const words = userInputs.flatMap((v) => (v ? [v, ...v.split(/[\s@._-]+/).filter((w) => w.length > 2)] : []));
  const result = estimator().check(password, words);
  if (result.score >= MIN_SCORE) return;
  // English, as every refusal is: the error handler writes it in the reader's language, each
  // of zxcvbn's sentences by its own errors.password.* key (server/platform/i18n.ts).
  const why = result.feedback.warning ?? 'This password would be easy to guess.';
  const tip = result.feedback.suggestions[0] ?? 'Use a few uncommon words together.';
  throw fieldError(field, `Choose a stronger password. ${why} ${tip}`.replace(/\s+/g, ' ').trim());
}
