import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map)$/;

/**
 * Writes `file.br` and `file.gz` beside every compressible file of the build, at the best
 * settings (brotli 11, gzip 9): done once here, they cost nothing per request, and
 * @fastify/static (`preCompressed`) sends the variant the browser accepts.
 * BROTLI_QUALITY lowers brotli's level for builds nobody downloads over a network (the
 * browser tests' build: quality 11 takes most of its time); production builds keep 11.
 */
export function precompress(): Plugin {
  const quality = Number(process.env.BROTLI_QUALITY ?? 11);
  if (!Number.isInteger(quality) || quality < 0 || quality > 11)
    throw new Error(`BROTLI_QUALITY must be 0 to 11, not ${process.env.BROTLI_QUALITY}`);
  let outDir = '';
  return {
    name: 'workify-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const file of Object.keys(bundle).filter((f) => COMPRESSIBLE.test(f))) {
        const full = path.join(outDir, file);
        const raw = readFileSync(full);
        if (raw.length < 1024) continue;
        writeFileSync(
          `${full}.br`,
          brotliCompressSync(raw, {
            params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
          }),
        );
        writeFileSync(`${full}.gz`, gzipSync(raw, { level: 9 }));
      }
    },
  };
}
