// `npm run files -- to-bucket`: an existing shop's photos from UPLOAD_DIR into the S3_BUCKET the
// configuration names, before its hosts are started on the bucket.
import path from 'node:path';
import { ConfigError, loadConfig } from './config.ts';
import { bucketFiles } from './files.ts';
import { moveToBucket } from './move-to-bucket.ts';

const USAGE =
  'Usage: npm run files -- to-bucket   (with S3_BUCKET and the other S3_ variables set)';

async function main() {
  if (process.argv[2] !== 'to-bucket' || process.argv.length > 3) throw new ConfigError(USAGE);
  // Run inside apps/server by npm: relative folders mean the ones `npm start` uses.
  const base = process.env.INIT_CWD ?? process.cwd();
  const config = loadConfig({
    ...process.env,
    DATA_DIR: path.resolve(base, process.env.DATA_DIR || './data'),
    UPLOAD_DIR: process.env.UPLOAD_DIR && path.resolve(base, process.env.UPLOAD_DIR),
  });
  if (!config.bucket) throw new ConfigError(`S3_BUCKET is not set.\n${USAGE}`);
  const report = await moveToBucket(config.uploadDir, bucketFiles(config.bucket));
  console.log(
    `${report.moved} photo copies copied to ${config.bucket.bucket}, ${report.present} already there`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
