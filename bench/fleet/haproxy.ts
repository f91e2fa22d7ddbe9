// The load balancer: Debian's HAProxy, configured as README's "Several hosts" asks of one.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { sleep, type Host } from './hosts.ts';

export const HAPROXY = '/usr/sbin/haproxy';
/**
 * Health checks every 500 ms, a host out after 2 failed ones and back after 2 good ones: a
 * draining host (503 from /readyz at once) is out within about 1 s, inside its DRAIN_MS. A check
 * waits up to 2 s for its answer (HAProxy's default is the interval): on a busy machine /readyz's
 * database round trip can take longer than 500 ms, and every host would be counted out at once.
 */
export const CHECK = { interMs: 500, fall: 2, rise: 2, timeoutMs: 2000 };
/** Names the host that answered, so the run can tell which host acknowledged what. */
export const HOST_HEADER = 'x-fleet-host';

export function haproxyConfig(port: number, socket: string, hosts: Host[]) {
  return `global
  maxconn 2000
  stats socket ${socket} mode 600 level admin

defaults
  mode http
  timeout connect 2s
  timeout client 30s
  # Longer than the longest request a host answers: a catalog import is answered once it is done.
  timeout server 300s
  timeout http-keep-alive 10s
  timeout check ${CHECK.timeoutMs}ms
  # A request whose connection to a host fails (refused: the host is gone or not listening yet)
  # is sent again, to another host. Only then: a request a host had received may have been acted
  # on (an order placed), so it is never sent twice.
  retries 3
  option redispatch 1
  retry-on conn-failure
  option forwardfor
  # A fresh connection to a host for each request, closed after its answer: a kept-alive one that
  # a stopping host closes just as a request goes out on it can fail that request unanswered (an
  # order of 1,577 requests in one rolling restart was), and an order is not sent twice.
  option http-server-close

frontend shop
  bind 127.0.0.1:${port}
  default_backend hosts

backend hosts
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  http-response set-header ${HOST_HEADER} %s
  default-server check inter ${CHECK.interMs}ms fall ${CHECK.fall} rise ${CHECK.rise}
${hosts.map((host) => `  server ${host.name} ${host.address}:${host.port}`).join('\n')}
`;
}

export class Balancer {
  private child?: ChildProcess;
  readonly socket: string;

  constructor(
    readonly port: number,
    private readonly dir: string,
  ) {
    this.socket = path.join(dir, 'haproxy.sock');
  }

  get base() {
    return `http://127.0.0.1:${this.port}`;
  }

  get process() {
    return this.child;
  }

  start(hosts: Host[]) {
    if (!fs.existsSync(HAPROXY)) {
      throw new Error(`${HAPROXY} is missing: apt-get install haproxy (Debian's package)`);
    }
    const file = path.join(this.dir, 'haproxy.cfg');
    fs.writeFileSync(file, haproxyConfig(this.port, this.socket, hosts));
    // -db: in the foreground, so it ends with this run.
    this.child = spawn(HAPROXY, ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'inherit'] });
  }

  /** A command on HAProxy's admin socket; answers its text. */
  command(line: string) {
    return new Promise<string>((resolve, reject) => {
      const socket = net.connect(this.socket);
      let text = '';
      socket.on('connect', () => socket.end(`${line}\n`));
      socket.on('data', (chunk) => (text += chunk));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
  }

  /** Each host's state as the balancer sees it (UP, DOWN, …), read from `show stat`. */
  async states() {
    const csv = await this.command('show stat');
    const [header, ...rows] = csv.replace(/^# /, '').trim().split('\n');
    const columns = header!.split(',');
    const at = (row: string[], name: string) => row[columns.indexOf(name)]!;
    const states: Record<string, string> = {};
    for (const row of rows.map((line) => line.split(','))) {
      if (at(row, 'pxname') === 'hosts' && at(row, 'svname') !== 'BACKEND')
        states[at(row, 'svname')] = at(row, 'status');
    }
    return states;
  }

  /** Waits until the balancer counts `host` as `state` (its checks have passed or failed). */
  async waitFor(host: Host, state: 'UP' | 'DOWN', timeoutMs = 30_000) {
    for (const until = Date.now() + timeoutMs; Date.now() < until; await sleep(50)) {
      try {
        if ((await this.states())[host.name] === state) return;
      } catch {
        // the socket is not open yet
      }
    }
    throw new Error(`HAProxy did not see ${host.name} ${state} within ${timeoutMs / 1000} s`);
  }

  stop() {
    if (this.child && this.child.exitCode === null) this.child.kill('SIGTERM');
  }
}
