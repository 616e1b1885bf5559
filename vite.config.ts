import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { catalogs } from './scripts/vite-catalogs';
import { precompress } from './scripts/vite-precompress';

// `{ path: 'gigs', ...screen(() => import('./features/gigs/GigsScreen')) }` and the index route.
const SCREEN_ROUTE = /\{\s*(?:path:\s*'([^']*)'|index:\s*true)\s*,\s*\.\.\.screen\(\(\)\s*=>\s*import\('([^']+)'\)\)/g;

/**
 * Writes route-preloads.json next to index.html: for every lazy screen of web/src/routes.tsx,
 * its chunk and the chunks and CSS it imports that the entry does not already preload. The
 * server puts them in the page as modulepreload links, so a screen's code downloads beside the
 * main bundle instead of after it has run (one round trip less before the first paint).
 */
function routePreloads(routesFile: string): Plugin {
  return {
    name: 'workify-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      const preloadedByEntry = new Set(entry ? [entry.fileName, ...entry.imports] : []);
      const byModule = new Map(
        chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!.replace(/\.[jt]sx?$/, ''), c]),
      );
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));

      const filesOf = (fileName: string, seen = new Set<string>()): string[] => {
        if (seen.has(fileName) || preloadedByEntry.has(fileName)) return [];
        seen.add(fileName);
        const chunk = byFile.get(fileName);
        if (!chunk) return [];
        const css = [...(chunk.viteMetadata?.importedCss ?? [])];
        return [fileName, ...css, ...chunk.imports.flatMap((f) => filesOf(f, seen))];
      };

      const routes: { path: string; files: string[] }[] = [];
      for (const [, routePath, specifier] of readFileSync(routesFile, 'utf8').matchAll(SCREEN_ROUTE)) {
        if (routePath?.endsWith('*')) continue; // a not-found screen: no URL asks for it by name
        const chunk = byModule.get(path.resolve(path.dirname(routesFile), specifier!));
        if (!chunk) this.error(`route-preloads: no chunk for ${specifier} in ${routesFile}`);
        routes.push({ path: `/${routePath ?? ''}`, files: [...new Set(filesOf(chunk.fileName))] });
      }
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(routes, null, 1) });
    },
  };
}

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: path.join(root, 'web'),
  plugins: [
    react(),
    tailwindcss(),
    catalogs(path.join(root, 'shared/i18n/messages')),
    routePreloads(path.join(root, 'web/src/routes.tsx')),
    precompress(),
  ],
  resolve: { alias: { '@shared': path.join(root, 'shared'), '@web': path.join(root, 'web/src') } },
  build: {
    outDir: process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(root, 'web/dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 450, // the entry: React, React Router, TanStack Query and the layout, in one request
    rolldownOptions: {
      output: {
        // Fewer, larger first-load requests: over HTTP/1.1 (six connections) each small chunk
        // costs a round trip on a slow phone network. What the entry needs statically is one
        // chunk; UI parts, helpers, feature API hooks and icons that several screens share are one more.
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'], priority: 2 },
            // A build that checks every answer (the browser tests: web/src/api/answers.ts) imports every
            // domain's schemas once a screen asks the API: in one chunk, not twenty-odd requests a page.
            ...(process.env.VITE_CHECK_ANSWERS === '1'
              ? [
                  {
                    name: 'answer-schemas',
                    test: /shared[\\/]schemas[\\/]|web[\\/]src[\\/]api[\\/]answers\.ts$/,
                    // Under the entry's group (what the entry needs stays there), over shared-ui (answers.ts).
                    priority: 1.5,
                    // Their dependencies (zod, countries, display currencies…) keep their own chunks:
                    // a public page that needs one of those must not load every schema with it.
                    includeDependenciesRecursively: false,
                  },
                ]
              : []),
            // Feature api.ts files import schemas as types only, so this never pulls zod in.
            {
              name: 'shared-ui',
              test: /web[\\/]src[\\/](ui|lib|api)[\\/]|web[\\/]src[\\/]features[\\/][^\\/]+[\\/]api\.ts$|node_modules[\\/]lucide-react/,
              minShareCount: 2,
              priority: 1,
              // Only what the test names: with its dependencies followed, one runtime import of a
              // shared schema (features/auth/api.ts) pulled zod (~60 KiB) into every public page.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3000}` } },
});
