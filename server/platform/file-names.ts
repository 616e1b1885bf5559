import { fieldError } from './errors';

/**
 * One naming rule for every uploaded file. The TYPE comes from the file's magic bytes
 * (file-type), never from what the uploader called it; the NAME keeps the uploader's letters
 * (any script, accents) but takes the extension of the detected type, so a PDF/HTML
 * polyglot sent as `x.html` is stored, answered and downloaded as `x.pdf`.
 */
export const FILE_TYPES: Record<string, { mime: string; aliases?: string[] }> = {
  jpg: { mime: 'image/jpeg', aliases: ['jpeg'] },
  png: { mime: 'image/png' },
  webp: { mime: 'image/webp' },
  gif: { mime: 'image/gif' },
  pdf: { mime: 'application/pdf' },
  zip: { mime: 'application/zip' },
};

export const mimeOf = (ext: string) => FILE_TYPES[ext]?.mime ?? 'application/octet-stream';

/** A stored file's extension, from its storage key (`private/deliveries/<uuid>.pdf`). */
export const extOfKey = (key: string) => key.slice(key.lastIndexOf('.') + 1).toLowerCase();

const MAX_NAME = 120;
/** Characters a file system or a header refuses or misreads: path separators, quotes, Windows' reserved ones. */
const RESERVED = /[\\/"<>:|?*]/g;
/** Controls, format characters (bidi overrides that reverse how an extension reads, zero-widths), lone surrogates, line separators. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu;
/** What follows the last dot is the uploader's extension when it looks like one. */
const GIVEN_EXT = /\.([\p{L}\p{N}]{1,10})$/u;

/**
 * The name a file is stored, listed and downloaded under: the uploader's name without a
 * path, invisible or reserved characters, at most 120 characters, with the extension of
 * the detected type `ext` (an alias of the same type, `.jpeg` for a JPEG, is kept).
 */
export function fileNameFor(given: string | undefined, ext: string, fallback = 'file'): string {
  let name = (given ?? '')
    .normalize('NFC')
    .replace(/^.*[\\/]/, '')
    .replace(INVISIBLE, '')
    .replace(RESERVED, '_');
  name = name.replace(/\s+/gu, ' ').trim();
  const givenExt = GIVEN_EXT.exec(name);
  let finalExt = ext;
  if (givenExt && givenExt.index > 0) {
    const lower = givenExt[1]!.toLowerCase();
    if (lower === ext || FILE_TYPES[ext]?.aliases?.includes(lower)) finalExt = lower;
    name = name.slice(0, givenExt.index);
  }
  // Leading dots would hide the file; trailing dots and spaces are dropped by Windows.
  let base = name.replace(/^[.\s]+|[.\s]+$/gu, '');
  const room = MAX_NAME - finalExt.length - 1;
  const chars = Array.from(base); // by code point, never splitting a surrogate pair
  if (chars.length > room) base = chars.slice(0, room).join('').trimEnd();
  return `${base || fallback}.${finalExt}`;
}

/** What busboy hands over when it could not read a part's file name. */
const UNREADABLE = [
  /\uFFFD/, // bytes that are not valid in the name's charset
  /^\d+\*?=/, // an RFC 2231 name in pieces (filename*0*=…; filename*1*=…): only the last piece arrives
];

/**
 * The uploader's file name as the multipart parser decoded it (plain `filename="…"` in
 * UTF-8, or RFC 5987/2231 `filename*=charset''percent-encoded`). A name that did not
 * decode is the client's 400, naming the field, never a silently renamed or dropped file.
 */
export function readFileName(field: string, name: string | undefined): string | undefined {
  if (name && UNREADABLE.some((pattern) => pattern.test(name))) {
    throw fieldError(field, 'the file name could not be read: send it as UTF-8 (filename="…" or filename*=UTF-8\'\'…)');
  }
  return name;
}

/** RFC 5987 ext-value characters; everything else is percent-encoded from UTF-8. */
const encode5987 = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The name in printable ASCII, for clients that ignore filename*: accents dropped, other letters as '_'. */
export const asciiFallback = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7E]|["\\%]/g, '_');

/**
 * An RFC 6266 Content-Disposition: an ASCII `filename=` every client reads, and, when the
 * name is more than that, `filename*=UTF-8''…` with its letters, which browsers prefer.
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = asciiFallback(name);
  return fallback === name
    ? `${kind}; filename="${name}"`
    : `${kind}; filename="${fallback}"; filename*=UTF-8''${encode5987(name)}`;
}
