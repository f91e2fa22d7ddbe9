import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness.ts';
import { COMMAND_LINE } from '../staff/service.ts';
import { staffSession } from '../test-helpers.ts';
import { reachable } from './remote.ts';
import { runImport } from './service.ts';
import { PICTURE_HEADER, pictureRow, postImport, shopCounts } from './test-helpers.ts';

let h: Harness;
let cookie: string;
let server: http.Server;
let port: number;
let base: string;
const hits = new Map<string, number>();
const OWN = Object.values(os.networkInterfaces()).flatMap((list) => list ?? []);
/** The machine's address outside itself (a container's or a host's), when it has one. */
const OUTSIDE = OWN.find((entry) => entry.family === 'IPv4' && !entry.internal);

beforeAll(async () => {
  const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#2e7d32' } })
    .png()
    .toBuffer();
  const redirects: Record<string, string> = {
    '/to-metadata': 'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
    '/to-private': 'http://10.0.0.7/green.png',
    '/to-green': '/green.png',
    '/loop': '/loop',
  };
  server = http.createServer((request, response) => {
    hits.set(request.url!, (hits.get(request.url!) ?? 0) + 1);
    const to =
      request.url === '/to-loopback6' ? `http://[::1]:${port}/green.png` : redirects[request.url!];
    if (to) response.writeHead(302, { location: to }).end();
    else if (request.url === '/green.png')
      response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  // Only the test server's own address is opened, and only by configuration.
  h = await startHarness({ products: 2, env: { IMPORT_ALLOW_PRIVATE_HOSTS: '127.0.0.1' } });
  cookie = (await staffSession(h, 'catalog')).cookie;
});
afterAll(async () => {
  server?.close();
  await h?.close();
});

const csv = (images: string[]) =>
  [PICTURE_HEADER, ...images.map((src, i) => pictureRow(`far-${i}`, `FAR-${i}`, src))].join('\n');
const refusedAt = (line: number, src: string, address: string) => ({
  line,
  column: 'Image Src',
  message: `The picture “${src}” is on a private or local network (${address}): an import reads public addresses only`,
});

describe('pictures from http(s) addresses never reach private networks', () => {
  it('refuses loopback, private, metadata, CGNAT and IPv6 local addresses, each at its line', async () => {
    const sources = [
      'http://169.254.169.254/latest/meta-data/',
      'http://10.1.2.3/a.png',
      'http://172.16.9.9/a.png',
      'http://192.168.1.20/a.png',
      'http://100.64.0.1/a.png',
      'http://0.0.0.0:80/a.png',
      `http://127.0.0.2:${port}/green.png`,
      `http://[::1]:${port}/green.png`,
      `http://[::ffff:127.0.0.1]:${port}/green.png`,
      'http://[fd12:3456::1]/a.png',
      'http://[fe80::1]/a.png',
      // A number is an address too: 127.0.0.2.
      `http://2130706434:${port}/green.png`,
    ];
    const before = await shopCounts(h);
    hits.clear();
    const { report } = await postImport(h, cookie, csv(sources), true);
    const addresses = [
      '169.254.169.254',
      '10.1.2.3',
      '172.16.9.9',
      '192.168.1.20',
      '100.64.0.1',
      '0.0.0.0',
      '127.0.0.2',
      '::1',
      '::ffff:7f00:1',
      'fd12:3456::1',
      'fe80::1',
      '127.0.0.2',
    ];
    expect(report.errors).toEqual(sources.map((src, i) => refusedAt(i + 2, src, addresses[i]!)));
    // Refused before connecting: the test server on this machine heard nothing.
    expect(hits.size).toBe(0);
    expect(await shopCounts(h)).toEqual(before);
  });

  it('checks every redirect again: one to a private address is refused', async () => {
    const sources = ['to-metadata', 'to-private', 'to-loopback6', 'to-green', 'loop'].map(
      (name) => `${base}/${name}`,
    );
    const { report } = await postImport(h, cookie, csv(sources), true);
    expect(report.errors).toEqual([
      refusedAt(2, sources[0]!, '169.254.169.254'),
      refusedAt(3, sources[1]!, '10.0.0.7'),
      refusedAt(4, sources[2]!, '::1'),
      {
        line: 6,
        column: 'Image Src',
        message: `The picture “${sources[4]}” could not be read (too many redirects)`,
      },
    ]);
  });

  it('without the configuration, this machine is refused by address and by name, never connected to', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'atelier-remote-'));
    const file = path.join(dir, 'import.csv');
    const sources = [`${base}/green.png`, `http://localhost:${port}/green.png`];
    await fs.writeFile(file, csv(sources));
    hits.clear();
    const deps = {
      ...h,
      config: { ...h.config, importAllowPrivateHosts: [] },
      now: () => new Date(),
    };
    const options = { dryRun: true, name: 'import.csv', lang: 'en' as const };
    const report = await runImport(deps, COMMAND_LINE, file, options);
    expect(report.errors).toEqual([
      refusedAt(2, sources[0]!, '127.0.0.1'),
      { ...refusedAt(3, sources[1]!, ''), message: expect.stringContaining('private or local') },
    ]);
    expect(hits.size).toBe(0);
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('refuses every address this machine holds and the documentation ranges', () => {
    for (const { address } of OWN) expect(reachable(address, []), address).toBe(false);
    // RFC 5737 and 3849: no one's public address (a test host's, like this one's 192.0.2.2).
    for (const ip of ['192.0.2.2', '198.51.100.7', '203.0.113.9', '2001:db8::1'])
      expect(reachable(ip, []), ip).toBe(false);
  });

  it.skipIf(!OUTSIDE)("never connects to this machine's outside address", async () => {
    const open = http.createServer((_request, response) => response.end('secret'));
    await new Promise<void>((resolve) => open.listen(0, '0.0.0.0', resolve));
    let heard = 0;
    open.on('request', () => heard++);
    const src = `http://${OUTSIDE!.address}:${(open.address() as AddressInfo).port}/a.png`;
    const { report } = await postImport(h, cookie, csv([src]), true);
    open.close();
    expect(report.errors).toEqual([refusedAt(2, src, OUTSIDE!.address)]);
    expect(heard).toBe(0);
  });

  it('public addresses pass; a configured range opens only itself', () => {
    for (const ip of ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '172.32.0.1', '100.128.0.1'])
      expect(reachable(ip, []), ip).toBe(true);
    for (const ip of [
      '127.0.0.1',
      '::',
      '::ffff:8.8.8.8',
      '64:ff9b::a00:1',
      '224.0.0.1',
      '255.255.255.255',
    ])
      expect(reachable(ip, []), ip).toBe(false);
    expect(reachable('10.0.0.1', ['10.0.0.0/8'])).toBe(true);
    expect(reachable('10.0.0.1', ['127.0.0.1'])).toBe(false);
    expect(reachable('not an address', [])).toBe(false);
  });
});
