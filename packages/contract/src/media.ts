// Uploaded photos (review photos, the back office's product photos) and their resized copies.
// Plain TypeScript, no zod: the shop's first-visit code imports it (as @atelier/contract/media),
// so what only an upload form needs lives in media-rules.ts.

/** Where the resized copies are served: `${MEDIA_PATH}/{id}-{width}.webp`. */
export const MEDIA_PATH = '/media/photos';

/**
 * The widths every stored photo is kept at. A photo narrower than a width is kept at its own
 * width under that width's name (never enlarged), so every name exists for every photo and a
 * srcset can be written from the URL alone.
 */
export const MEDIA_WIDTHS = [320, 640, 1280] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

/** The copy a single URL points at (a review's image_url, the back office's `url`). */
export const MEDIA_DEFAULT_WIDTH: MediaWidth = 640;

/**
 * A copy's file name, `{id}-{width}.webp`, where the id is the first 24 hex digits of the SHA-256
 * of the uploaded bytes: nothing else is a name a path could hide in.
 */
export const MEDIA_FILE = new RegExp(`^([0-9a-f]{24})-(${MEDIA_WIDTHS.join('|')})\\.webp$`);

export const mediaUrl = (id: string, width: MediaWidth = MEDIA_DEFAULT_WIDTH) =>
  `${MEDIA_PATH}/${id}-${width}.webp`;

const MEDIA_URL = new RegExp(`^${MEDIA_PATH}/${MEDIA_FILE.source.slice(1)}`);

/** The id of a media URL; undefined for any other address (the demo catalog's drawings). */
export const mediaIdOf = (url: string) => MEDIA_URL.exec(url)?.[1];

/** Every copy of the photo a media URL shows, for an img's srcset; undefined for other URLs. */
export function mediaSrcset(url: string): string | undefined {
  const id = mediaIdOf(url);
  return id && MEDIA_WIDTHS.map((width) => `${mediaUrl(id, width)} ${width}w`).join(', ');
}
