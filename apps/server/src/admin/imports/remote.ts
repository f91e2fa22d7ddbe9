import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import type { MessageKey } from './messages.ts';

/** As POST /api/admin/media: a photo of at most 20 MB. */
export const MAX_BYTES = 20 * 1024 * 1024;
/** The whole read of one picture, its redirects included. */
const FETCH_TIMEOUT_MS = 20_000;
/** Redirects followed per picture (a CDN's one or two), each to an address checked again. */
const MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Why a picture was not read: a row error, never a crash. */
export class Unreadable extends Error {
  constructor(
    readonly key: MessageKey,
    reason = '',
  ) {
    super(reason);
  }
}

const v4Bytes = (ip: string) => ip.split('.').map(Number);

/** An IPv6 address as its 16 bytes (`::` expanded, a trailing dotted IPv4 part read). */
function v6Bytes(ip: string) {
  let text = ip.split('%')[0]!.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted) {
    const [a, b, c, d] = v4Bytes(dotted) as [number, number, number, number];
    text = `${text.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const all =
    tail === undefined
      ? groups(head)
      : [
          ...groups(head),
          ...Array<string>(8 - groups(head).length - groups(tail).length).fill('0'),
          ...groups(tail),
        ];
  return all.flatMap((group) => {
    const value = parseInt(group, 16);
    return [value >> 8, value & 255];
  });
}

const bytesOf = (ip: string) => (net.isIPv4(ip) ? v4Bytes(ip) : v6Bytes(ip));

/** Whether `ip` lies in `range` (`10.0.0.0/8`, `::1`), both of one family. */
function within(ip: string, range: string) {
  const [base = '', bits] = range.split('/');
  if (net.isIP(base) !== net.isIP(ip)) return false;
  const [a, b] = [bytesOf(ip), bytesOf(base)];
  let left = bits === undefined ? a.length * 8 : Number(bits);
  for (let i = 0; left > 0; i++, left -= 8) {
    const mask = left >= 8 ? 255 : (255 << (8 - left)) & 255;
    if ((a[i]! & mask) !== (b[i]! & mask)) return false;
  }
  return true;
}

/**
 * Addresses a picture is never read from: this machine, private networks and the cloud metadata
 * service (169.254.169.254) behind the shop, where a file's address would reach what only the
 * server can (SSRF). An IPv4 address written as IPv6 (`::ffff:127.0.0.1`, NAT64) is refused as
 * such: its IPv4 part would be checked by nothing else.
 */
const PRIVATE = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/3',
  '::/96',
  '::ffff:0:0/96',
  '64:ff9b::/96',
  '64:ff9b:1::/48',
  '2001:db8::/32',
  'fc00::/7',
  'fe80::/10',
  'fec0::/10',
  'ff00::/8',
];

/**
 * Every address this machine holds, its public ones too: a service listening on all interfaces
 * answers on them as it does on loopback. Read at each check, as interfaces come and go.
 */
const ownAddresses = () =>
  Object.values(os.networkInterfaces()).flatMap((list) => (list ?? []).map((i) => i.address));

/**
 * Whether an import may read from `ip`: public and not this machine's, or allowed by
 * configuration.
 */
export function reachable(ip: string, allowed: string[]) {
  if (!net.isIP(ip)) return false;
  if (allowed.some((range) => within(ip, range))) return true;
  return ![...PRIVATE, ...ownAddresses()].some((range) => within(ip, range));
}

const PRIVATE_CODE = 'EIMPORTPRIVATE';
const refusal = (address: string) =>
  Object.assign(new Error(address), { code: PRIVATE_CODE, address });

/**
 * dns.lookup answering only the addresses an import may reach. The socket connects to the
 * address answered here, checked: a name that resolves to another address the next time (DNS
 * rebinding) cannot slip a private one in between the check and the connection.
 */
function guardedLookup(allowed: string[]): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      const done = callback as (...args: unknown[]) => void;
      if (error) return done(error);
      const usable = addresses.filter((entry) => reachable(entry.address, allowed));
      if (!usable.length) return done(refusal(addresses[0]?.address ?? hostname));
      if (options.all) return done(null, usable);
      return done(null, usable[0]!.address, usable[0]!.family);
    });
  };
}

function get(url: URL, allowed: string[], signal: AbortSignal) {
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    // No shared agent: every connection goes through the guarded lookup.
    client
      .get(url, { agent: false, lookup: guardedLookup(allowed), signal }, resolve)
      .on('error', reject);
  });
}

const failure = (error: Error & { code?: string; address?: string }) => {
  if (error instanceof Unreadable) return error;
  if (error.code === PRIVATE_CODE) return new Unreadable('imagePrivate', error.address);
  const reason = error.name === 'TimeoutError' || error.name === 'AbortError' ? 'timed out' : '';
  return new Unreadable('imageMissing', reason || error.message || 'cut off');
};

/**
 * The body of an http(s) picture: each hop's address checked before it is connected to, at most
 * MAX_REDIRECTS redirects, MAX_BYTES refused as they arrive, FETCH_TIMEOUT_MS for it all.
 * `allowed`: private ranges the configuration opens (IMPORT_ALLOW_PRIVATE_HOSTS, tests only).
 */
export async function download(address: URL, allowed: string[]): Promise<Buffer> {
  const signal = AbortSignal.timeout(FETCH_TIMEOUT_MS);
  let url = address;
  try {
    for (let hop = 0; ; hop++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new Unreadable('imageMissing', 'only http and https addresses are read');
      // An address written as such is connected to without a lookup: checked here.
      const literal = url.hostname.replace(/^\[|\]$/g, '');
      if (net.isIP(literal) && !reachable(literal, allowed))
        throw new Unreadable('imagePrivate', literal);
      const response = await get(url, allowed, signal);
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status) && response.headers.location) {
        response.resume();
        if (hop >= MAX_REDIRECTS) throw new Unreadable('imageMissing', 'too many redirects');
        url = new URL(response.headers.location, url);
        continue;
      }
      if (status !== 200) {
        response.resume();
        throw new Unreadable('imageMissing', `HTTP ${status}`);
      }
      if (Number(response.headers['content-length']) > MAX_BYTES) {
        response.destroy();
        throw new Unreadable('imageBytes');
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of response as AsyncIterable<Buffer>) {
        size += chunk.byteLength;
        if (size > MAX_BYTES) {
          response.destroy();
          throw new Unreadable('imageBytes');
        }
        chunks.push(chunk);
      }
      if (!response.complete) throw new Unreadable('imageMissing', 'cut off');
      return Buffer.concat(chunks);
    }
  } catch (error) {
    throw failure(error as Error);
  }
}
