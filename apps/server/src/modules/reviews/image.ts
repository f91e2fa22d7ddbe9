import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** The image kinds a review may carry, told apart by their first bytes, never by name or header. */
const KINDS = [
  {
    ext: 'png',
    type: 'image/png',
    test: (b: Buffer) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  { ext: 'jpg', type: 'image/jpeg', test: (b: Buffer) => startsWith(b, [0xff, 0xd8, 0xff]) },
  {
    ext: 'gif',
    type: 'image/gif',
    test: (b: Buffer) => /^GIF8[79]a/.test(b.toString('latin1', 0, 6)),
  },
  {
    ext: 'webp',
    type: 'image/webp',
    test: (b: Buffer) =>
      b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
  },
] as const;

function startsWith(bytes: Buffer, magic: number[]) {
  return bytes.length >= magic.length && magic.every((byte, i) => bytes[i] === byte);
}

/** The extension for an image's bytes, or undefined when they are not a PNG, JPEG, GIF or WebP. */
export function imageExtension(bytes: Buffer): string | undefined {
  return KINDS.find((kind) => kind.test(bytes))?.ext;
}

/** Stored upload names: random hex and one of our extensions, nothing a path could hide in. */
const UPLOAD_NAME = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;

export function uploadContentType(file: string): string | undefined {
  const ext = UPLOAD_NAME.exec(file)?.[1];
  return KINDS.find((kind) => kind.ext === ext)?.type;
}

/** Writes an accepted image under a random name; answers that name. */
export async function storeImage(uploadDir: string, bytes: Buffer, ext: string): Promise<string> {
  await fs.mkdir(uploadDir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  await fs.writeFile(path.join(uploadDir, name), bytes, { flag: 'wx' });
  return name;
}
