import type { AppContext } from '../../platform/context';
import { newKey } from '../../platform/storage';
import { resizeToWebp } from '../../platform/uploads';
import { thumbKeyFor } from './serialize';

export interface StoredGigImages {
  coverKey: string;
  imageKeys: string[];
  /** Every key written, to remove them again if the gig is not saved. */
  allKeys: string[];
}

/**
 * Checks and re-encodes every image given before writing any: the cover at detail size
 * (800x600) and card size (480x360), both cropped to 4:3 around its focal point, the gallery
 * at up to 1200 px. Either may be left out (an edit that keeps the cover or the gallery): its
 * keys are then absent.
 */
export async function storeImages(
  ctx: AppContext,
  cover: Buffer | undefined,
  gallery: Buffer[],
): Promise<{ coverKey?: string; imageKeys: string[]; allKeys: string[] }> {
  const [detail, thumb, ...images] = await Promise.all([
    // The gig page and cards show the cover at 4:3: cropped to it here, never letterboxed there.
    cover ? resizeToWebp('coverImage', cover, 800, 600, 'cover') : undefined,
    cover ? resizeToWebp('coverImage', cover, 480, 360, 'cover') : undefined,
    ...gallery.map((image) => resizeToWebp('images', image, 1200, 1200)),
  ]);
  const coverKey = cover ? newKey('public/gig-covers', 'webp') : undefined;
  const imageKeys = images.map(() => newKey('public/gig-images', 'webp'));
  const files: [string, Buffer][] = [
    ...(coverKey
      ? ([
          [coverKey, detail!],
          [thumbKeyFor(coverKey), thumb!],
        ] as [string, Buffer][])
      : []),
    ...imageKeys.map((key, i): [string, Buffer] => [key, images[i]!]),
  ];
  await Promise.all(files.map(([key, data]) => ctx.storage.put(key, data)));
  return { coverKey, imageKeys, allKeys: files.map(([key]) => key) };
}

export async function storeGigImages(ctx: AppContext, cover: Buffer, gallery: Buffer[]): Promise<StoredGigImages> {
  const stored = await storeImages(ctx, cover, gallery);
  return { ...stored, coverKey: stored.coverKey! };
}

export async function removeFiles(ctx: AppContext, keys: string[]) {
  await Promise.all(keys.map((key) => ctx.storage.delete(key)));
}
