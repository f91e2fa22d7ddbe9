import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type * as Sdk from '@aws-sdk/client-s3';
import type { Config } from './config.ts';

/** A stored file as read back: its bytes as a stream, and their count. */
export interface StoredFile {
  body: Readable;
  size: number;
}

/**
 * Where the shop keeps the files it makes (photos' copies): a folder of this host, or an
 * S3-compatible bucket every host shares. Keys are paths (`media/<id>-<width>.webp`); a file is
 * never changed once written, a new one gets a new key.
 */
export interface FileStore {
  readonly kind: 'folder' | 'bucket';
  has(key: string): Promise<boolean>;
  put(key: string, bytes: Buffer, type: string): Promise<void>;
  /** The file, or undefined when there is none under that key. */
  get(key: string): Promise<StoredFile | undefined>;
}

export function folderFiles(dir: string): FileStore {
  const fileOf = (key: string) => path.join(dir, key);
  return {
    kind: 'folder',
    has: async (key) =>
      (await fs.promises.stat(fileOf(key)).catch(() => undefined))?.isFile() ?? false,
    put: async (key, bytes) => {
      const file = fileOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      // Written under a temporary name and renamed: a reader never sees half a file.
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await fs.promises.writeFile(temporary, bytes);
      await fs.promises.rename(temporary, file);
    },
    get: async (key) => {
      const file = fileOf(key);
      const stat = await fs.promises.stat(file).catch(() => undefined);
      return stat?.isFile() ? { body: fs.createReadStream(file), size: stat.size } : undefined;
    },
  };
}

export interface BucketSettings {
  bucket: string;
  endpoint?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

const missing = (error: unknown) => {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === 404 || (error as Error).name === 'NoSuchKey';
};

/**
 * The SDK (a few MB of modules) is loaded with the first file asked of the bucket, as sharp is with
 * the first picture (platform/media.ts): a shop without a bucket never holds it.
 */
function connect(settings: BucketSettings) {
  return import('@aws-sdk/client-s3').then((sdk) => ({
    sdk,
    s3: new sdk.S3Client({
      endpoint: settings.endpoint,
      // Unset, the SDK's own chain decides: AWS_REGION, AWS_ACCESS_KEY_ID, a profile, a role.
      region: settings.region,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
      forcePathStyle: settings.forcePathStyle,
      // Checksums only where S3 requires them: several S3-compatible servers (older MinIO, GCS
      // interop) refuse the newer default ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
  }));
}

export function bucketFiles(settings: BucketSettings): FileStore {
  let connecting: ReturnType<typeof connect> | undefined;
  const Bucket = settings.bucket;
  /** Runs a request, answering undefined for an object that is not there. */
  const send = async <T>(request: (s3: Sdk.S3Client, sdk: typeof Sdk) => Promise<T>) => {
    const { sdk, s3 } = await (connecting ??= connect(settings));
    try {
      return await request(s3, sdk);
    } catch (error) {
      if (missing(error)) return undefined;
      throw error;
    }
  };
  return {
    kind: 'bucket',
    has: async (Key) =>
      (await send((s3, sdk) => s3.send(new sdk.HeadObjectCommand({ Bucket, Key })))) !== undefined,
    put: async (Key, Body, ContentType) => {
      await send((s3, sdk) =>
        s3.send(new sdk.PutObjectCommand({ Bucket, Key, Body, ContentType })),
      );
    },
    get: async (Key) => {
      const object = await send((s3, sdk) => s3.send(new sdk.GetObjectCommand({ Bucket, Key })));
      return object && { body: object.Body as Readable, size: object.ContentLength ?? 0 };
    },
  };
}

const stores = new WeakMap<Config, FileStore>();

/** The configuration's store, made once: the bucket when S3_BUCKET is set, else UPLOAD_DIR. */
export function filesOf(config: Config): FileStore {
  let store = stores.get(config);
  if (!store) {
    store = config.bucket ? bucketFiles(config.bucket) : folderFiles(config.uploadDir);
    stores.set(config, store);
  }
  return store;
}
