// What an uploaded photo must be (platform/media.ts refuses the rest), and the refusals' words.

/** Refused before any pixel is decoded: a few kB of PNG can claim gigabytes of pixels. */
export const MEDIA_MAX_SIDE = 10_000;
export const MEDIA_MAX_PIXELS = 40_000_000;

/** The field messages of a refused upload (the web translates them by their text). */
export const MEDIA_MESSAGES = {
  kind: 'Image must be a PNG, JPEG, GIF, WebP or AVIF picture',
  pixels: 'Image must be at most 10,000 pixels a side and 40 megapixels',
} as const;
