import sharp from 'sharp';

/** Pairs of colours for gradients: calm, saturated, readable under white text. */
const PALETTES: [string, string][] = [
  ['#0f766e', '#22d3ee'],
  ['#4338ca', '#a78bfa'],
  ['#be123c', '#fb923c'],
  ['#15803d', '#a3e635'],
  ['#1d4ed8', '#38bdf8'],
  ['#7e22ce', '#f472b6'],
  ['#b45309', '#facc15'],
  ['#334155', '#94a3b8'],
  ['#0e7490', '#34d399'],
];

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Splits a title into at most three lines of about `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.length > 3
    ? [
        ...lines.slice(0, 2),
        `${lines
          .slice(2)
          .join(' ')
          .slice(0, width - 1)}…`,
      ]
    : lines;
}

/**
 * Stored as the upload services store images (WebP, quality 82), encoded straight from the
 * SVG with a low WebP effort: the default effort took most of the generator's time for
 * files of nearly the same size.
 */
const WEBP = { quality: 82, effort: 2 } as const;
const toWebp = (svg: string) => sharp(Buffer.from(svg)).webp(WEBP).toBuffer();

/** A round-faced avatar (256 px WebP): the person's initials on a gradient. */
export function avatarImage(fullName: string, seed: number): Promise<Buffer> {
  const [from, to] = PALETTES[seed % PALETTES.length]!;
  const initials = fullName
    .split(/\s+/)
    .map((p) => p[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="256" height="256" fill="url(#g)"/>
    <circle cx="${40 + (seed % 5) * 40}" cy="220" r="90" fill="#ffffff" fill-opacity="0.12"/>
    <text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="96" fill="#ffffff">${escapeXml(initials)}</text>
  </svg>`;
  return toWebp(svg);
}

/** Icon-like shapes placed in a corner, different for each seed. */
function shapes(seed: number, w: number, h: number): string {
  const kinds = [
    `<circle cx="${w * 0.82}" cy="${h * 0.28}" r="${h * 0.2}" fill="#fff" fill-opacity="0.18"/>`,
    `<rect x="${w * 0.66}" y="${h * 0.1}" width="${h * 0.34}" height="${h * 0.34}" rx="${h * 0.06}" fill="#fff" fill-opacity="0.16" transform="rotate(12 ${w * 0.83} ${h * 0.27})"/>`,
    `<polygon points="${w * 0.8},${h * 0.08} ${w * 0.95},${h * 0.42} ${w * 0.65},${h * 0.42}" fill="#fff" fill-opacity="0.18"/>`,
    `<path d="M ${w * 0.62} ${h * 0.3} q ${w * 0.1} ${-h * 0.25} ${w * 0.2} 0 t ${w * 0.2} 0" stroke="#fff" stroke-opacity="0.3" stroke-width="${h * 0.03}" fill="none"/>`,
  ];
  return (
    [kinds[seed % kinds.length], kinds[(seed + 2) % kinds.length]].join('') +
    `<circle cx="${w * 0.1}" cy="${h * 1.05}" r="${h * 0.45}" fill="#000" fill-opacity="0.08"/>`
  );
}

/** A gig image: gradient, shapes, a label and the gig's title, as an SVG of the given size. */
function gigSvg(title: string, category: string, seed: number, width: number, height: number): string {
  const [from, to] = PALETTES[seed % PALETTES.length]!;
  const lines = wrap(title.replace(/^I will /i, ''), 22);
  const size = Math.round(height * 0.085);
  const top = height * 0.62 - (lines.length - 1) * size * 1.2;
  const text = lines
    .map(
      (l, i) =>
        `<text x="${width * 0.07}" y="${top + i * size * 1.2}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="${size}" fill="#ffffff">${escapeXml(l)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>
    ${shapes(seed, width, height)}
    <rect x="${width * 0.07}" y="${height * 0.12}" rx="${height * 0.03}" width="${category.length * size * 0.42 + size}" height="${size * 1.05}" fill="#000" fill-opacity="0.22"/>
    <text x="${width * 0.07 + size * 0.5}" y="${height * 0.12 + size * 0.75}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${size * 0.6}" fill="#ffffff">${escapeXml(category.toUpperCase())}</text>
    ${text}
  </svg>`;
  return svg;
}

/** A gig's cover as the gigs service stores it: the 800x600 detail and its 480x360 card thumbnail. */
export async function gigCoverImages(
  title: string,
  category: string,
  seed: number,
): Promise<{ detail: Buffer; thumb: Buffer }> {
  const { data, info } = await sharp(Buffer.from(gigSvg(title, category, seed, 800, 600)))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(data, { raw: info });
  const [detail, thumb] = await Promise.all([
    pixels().webp(WEBP).toBuffer(),
    pixels().resize(480, 360).webp(WEBP).toBuffer(),
  ]);
  return { detail, thumb };
}

/** A 640x480 gallery picture; one per category is enough, each gig stores its own copy. */
export const galleryImage = (title: string, seed: number) => toWebp(gigSvg(title, 'Sample work', seed, 640, 480));

/** A plain sheet standing in for an applicant's CV (applications need a jpg or png). */
export function attachmentImage(): Promise<Buffer> {
  const lines = Array.from(
    { length: 9 },
    (_, i) => `<rect x="60" y="${150 + i * 36}" width="${280 - (i % 3) * 50}" height="14" rx="7" fill="#cbd5e1"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="520">
    <rect width="400" height="520" fill="#f8fafc"/><rect x="60" y="60" width="180" height="28" rx="8" fill="#0f766e"/>${lines}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
