import fs from 'node:fs/promises';
import path from 'node:path';
import { folderFiles, type FileStore } from './files.ts';

/**
 * Copies every photo copy of a shop's upload folder (`media/`) into a bucket, leaving the folder
 * as it is (a backup until the bucket is trusted). A copy the bucket already holds is left: names
 * are content, so the same name is the same bytes, and a run stopped half-way is run again.
 */
export async function moveToBucket(uploadDir: string, to: FileStore) {
  const from = folderFiles(uploadDir);
  const names = await fs.readdir(path.join(uploadDir, 'media')).catch(() => []);
  const report = { moved: 0, present: 0 };
  for (const name of names.filter((n) => n.endsWith('.webp'))) {
    const key = `media/${name}`;
    if (await to.has(key)) {
      report.present++;
      continue;
    }
    const file = await from.get(key);
    if (!file) continue;
    await to.put(key, await read(file.body), 'image/webp');
    report.moved++;
  }
  return report;
}

async function read(body: AsyncIterable<Buffer>) {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}
