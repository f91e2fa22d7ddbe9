// The fleet's parts, each a real process or server on this machine: shop hosts (the real entry
// point, each on a loopback address of its own with a data folder of its own), the S3-compatible
// bucket they share (s3rver) and the database they share (a fresh one on the PostgreSQL server).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { SERVER_ARGS, root } from '../server.ts';

export const BUCKET = 'atelier-fleet';
/** Longer than the balancer's check interval times its fall count (haproxy.ts): README's rule. */
export const DRAIN_MS = 3000;

/** A port free on 127.0.0.1 now (the hosts' addresses share 127.0.0.0/8, so it is free there too). */
export async function freePort() {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The bucket, on a port of its own; answers the hosts' S3_* variables. */
export async function startBucket(dir: string) {
  const s3 = new S3rver({ port: 0, address: '127.0.0.1', directory: dir, silent: true });
  const { port } = await s3.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  await new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials }).send(
    new CreateBucketCommand({ Bucket: BUCKET }),
  );
  return {
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: '1',
    },
    close: () => s3.close(),
  };
}

export class Host {
  child?: ChildProcess;
  exited: Promise<number | null> = Promise.resolve(null);
  /** The last lines the process wrote, shown when the run fails. */
  private tail: string[] = [];
  starts = 0;

  constructor(
    readonly name: string,
    readonly address: string,
    readonly port: number,
    readonly metricsPort: number,
    readonly dataDir: string,
    private readonly env: Record<string, string>,
  ) {}

  get base() {
    return `http://${this.address}:${this.port}`;
  }

  /** Starts the real entry point, as `npm start` runs it once built (NODE_ENV=production). */
  start() {
    fs.mkdirSync(this.dataDir, { recursive: true });
    const child = spawn(process.execPath, SERVER_ARGS, {
      cwd: root,
      env: {
        ...process.env,
        ...this.env,
        NODE_ENV: 'production',
        DEMO: '0',
        HOST: this.address,
        PORT: String(this.port),
        METRICS_PORT: String(this.metricsPort),
        DATA_DIR: this.dataDir,
        DRAIN_MS: String(DRAIN_MS),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      this.tail.push(...chunk.toString().split('\n').filter(Boolean));
      this.tail = this.tail.slice(-30);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    this.child = child;
    this.starts++;
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    return this;
  }

  /** Resolves once /readyz answers 200 on the host itself. */
  async ready(timeoutMs = 240_000) {
    const child = this.child;
    for (const until = Date.now() + timeoutMs; Date.now() < until; await sleep(100)) {
      if (!child || child.exitCode !== null || child.signalCode !== null)
        throw new Error(`${this.name} exited while starting:\n${this.lastLines()}`);
      try {
        const res = await fetch(`${this.base}/readyz`, { signal: AbortSignal.timeout(2000) });
        await res.arrayBuffer();
        if (res.ok) return;
      } catch {
        // not listening yet
      }
    }
    throw new Error(
      `${this.name} was not ready within ${timeoutMs / 1000} s:\n${this.lastLines()}`,
    );
  }

  /** Sends `signal` and waits for the process to end; answers its exit code. */
  async stop(signal: NodeJS.Signals) {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return this.exited;
    child.kill(signal);
    return this.exited;
  }

  lastLines() {
    return this.tail.map((line) => `  ${this.name}| ${line}`).join('\n');
  }
}

/** Any process still running at the end (an error, Ctrl+C) is killed: none outlives the run. */
export function killAll(children: (ChildProcess | undefined)[]) {
  for (const child of children) {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}
