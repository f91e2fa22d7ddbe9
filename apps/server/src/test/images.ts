import zlib from 'node:zlib';
import sharp, { type Sharp } from 'sharp';

/**
 * A valid PNG of width × height black-and-white pixels whose rows are all zero: a few kB that
 * claim any number of pixels (16,000 × 16,000 is 31 kB), the decompression bomb of issue 17.
 */
export function bombPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // 1 bit a pixel
  header.writeUInt8(0, 9); // greyscale
  const rows = Buffer.alloc((Math.ceil(width / 8) + 1) * height); // filter byte 0 and zeros
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A photo-like JPEG of the given size: a gradient with grain, so it compresses like a photo
 * (12 megapixels take about 3 MB); without grain it is a few hundred kB however large.
 */
export async function photoJpeg(
  width: number,
  height: number,
  edit: (image: Sharp) => Sharp = (image) => image,
  { grain = true } = {},
): Promise<Buffer> {
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g"><stop offset="0" stop-color="#c19a6b"/>
      <stop offset="1" stop-color="#1f2d4d"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const drawn = sharp(await sharp(gradient).png().toBuffer());
  if (grain) {
    const noise = { type: 'gaussian', mean: 128, sigma: 30 } as const;
    const grains = await sharp({
      create: { width, height, channels: 3, background: '#808080', noise },
    })
      .png()
      .toBuffer();
    drawn.composite([{ input: grains, blend: 'soft-light' }]);
  }
  return edit(drawn.jpeg({ quality: 85 })).toBuffer();
}

/** Whether EXIF bytes hold a GPS block (its pointer tag 0x8825, in either byte order). */
export const hasGps = (exif: Buffer | undefined) =>
  !!exif && (exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25])));
