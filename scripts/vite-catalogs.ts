import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:catalog/';
/** Namespaces only the server reads (mails, page heads): the browser never downloads them. */
const SERVER_ONLY = ['mails.json', 'heads.json'];
/**
 * Namespaces a few screens read, each its own chunk per language (`virtual:catalog/es/legal`),
 * loaded by those screens only: left out of the language's catalog every page fetches.
 */
const OWN_CHUNK = ['legal.json'];

/**
 * `import messages from 'virtual:catalog/es'`: every namespace file of one language
 * (shared/i18n/messages/es/*.json, ICU messages) merged and compiled by Lingui's compiler at
 * build time, so the browser ships neither the ICU parser nor another language's texts. A
 * dynamic import makes each language its own chunk; a new namespace file is picked up as it is.
 */
export function catalogs(messagesDir: string): Plugin {
  return {
    name: 'workify-catalogs',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const [locale, namespace] = id.slice(PREFIX.length + 1).split('/');
      const dir = path.join(messagesDir, locale!);
      const wanted = (f: string) =>
        namespace ? f === `${namespace}.json` : f.endsWith('.json') && ![...SERVER_ONLY, ...OWN_CHUNK].includes(f);
      const compiled: Record<string, unknown> = {};
      for (const file of readdirSync(dir).filter(wanted).sort()) {
        this.addWatchFile(path.join(dir, file));
        const messages = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>;
        for (const [key, message] of Object.entries(messages)) compiled[key] = compileMessageOrThrow(message);
      }
      // A JSON string, not an object literal: V8 parses it several times faster (one string
      // scanned, then JSON.parse), and the catalog (150 kB) is evaluated before every hydration.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
