// Makes the installable app's icons (web/public/icons/) from the favicon: node scripts/icons.mjs.
// The PNGs are committed; run this again only when favicon.svg changes.
import { mkdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';

const svg = readFileSync('web/public/favicon.svg');
mkdirSync('web/public/icons', { recursive: true });
for (const size of [192, 512]) {
  await sharp(svg, { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`web/public/icons/icon-${size}.png`);
  // A maskable icon is cropped to a circle by some launchers: the mark sits inside the inner 80 %.
  const inner = Math.round(size * 0.8);
  const mark = await sharp(svg, { density: (72 * inner) / 32 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: '#059669' } })
    .composite([{ input: mark, gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toFile(`web/public/icons/maskable-${size}.png`);
}
