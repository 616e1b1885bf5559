import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './scripts/vite-precompress';

/** Preloads the Latin Poppins files the first paint uses, so text does not re-flow when they arrive. */
function preloadFonts(): Plugin {
  return {
    name: 'workify-preload-fonts',
    transformIndexHtml(_html, ctx) {
      if (!ctx.bundle) return [];
      return Object.keys(ctx.bundle)
        .filter((file) => /poppins-latin-(400|500|600)-normal.*\.woff2$/.test(file))
        .map((file) => ({ tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' }, injectTo: 'head' as const }));
    },
  };
}

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: path.join(root, 'web'),
  plugins: [react(), tailwindcss(), preloadFonts(), precompress()],
  resolve: { alias: { '@shared': path.join(root, 'shared'), '@web': path.join(root, 'web/src') } },
  build: {
    outDir: process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(root, 'web/dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 300,
  },
  server: { proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3000}` } },
});
