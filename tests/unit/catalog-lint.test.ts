import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Issue 33's guard: the repository's own ESLint config fails on English a person reads written
 * straight into a screen (JSX text, aria-label and the like, toasts), and passes the same screen
 * once its texts come from the catalog.
 */
const eslint = new ESLint({ cwd: path.resolve('.') });
const filePath = path.resolve('web/src/features/example/Example.tsx');
const CATALOG = "Text a person reads goes through the message catalog (t('…'))";

async function catalogErrors(code: string, file = filePath) {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => [m.line, m.message]);
}

describe('the catalog lint rule', () => {
  it('reports bare English in JSX text, read attributes and toasts', async () => {
    const bare = [
      "import { toast } from 'react-toastify';",
      'export function Example({ on }: { on: boolean }) {',
      "  const save = () => toast.success(on ? 'Saved' : 'Turned off');",
      '  return (',
      '    <section aria-label="Your orders">',
      '      <h2>Active orders</h2>',
      '      <input placeholder="Search gigs" />',
      "      <button type=\"button\" title={on ? 'Turn off' : 'Turn on'} onClick={save} />",
      '    </section>',
      '  );',
      '}',
    ].join('\n');
    expect(await catalogErrors(bare)).toEqual([
      [3, CATALOG],
      [3, CATALOG],
      [5, CATALOG],
      [6, CATALOG],
      [7, CATALOG],
      [8, CATALOG],
      [8, CATALOG],
    ]);
  });

  it('reports a toast in a hook file, a template included', async () => {
    const hook = [
      "import { toast } from 'react-toastify';",
      'export const saved = (name: string) => toast.success(`You blocked ${name}.`);',
      'export const failed = (err: Error) => toast.error(err.message);',
    ].join('\n');
    expect(await catalogErrors(hook, path.resolve('web/src/features/example/api.ts'))).toEqual([[2, CATALOG]]);
  });

  it('passes the same screen through the catalog, names, keys and an explained exception', async () => {
    const translated = [
      "import { useLingui } from '@lingui/react';",
      "import { toast } from 'react-toastify';",
      'export function Example({ on }: { on: boolean }) {',
      '  const { _ } = useLingui();',
      "  const save = () => toast.success(on ? _('push.device.on') : _('push.device.off'));",
      '  return (',
      "    <section aria-label={_('orders.seller.region')}>",
      "      <h2>{_('orders.seller.active')}</h2>",
      '      <p>Workify · PDF</p>',
      '      <input placeholder="you@example.com" title="pages.terms.title" />',
      '      {/* eslint-disable-next-line no-restricted-syntax -- skill names, the same in every language */}',
      '      <input placeholder="React, Figma" />',
      '      <button type="button" onClick={save} />',
      '    </section>',
      '  );',
      '}',
    ].join('\n');
    expect(await catalogErrors(translated)).toEqual([]);
  });
});
