import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: path.join(root, 'web'),
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@shared': path.join(root, 'shared'), '@web': path.join(root, 'web/src') } },
  build: {
    outDir: process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(root, 'web/dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 300,
  },
  server: { proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3000}` } },
});
