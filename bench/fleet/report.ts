// The load's own figures, and the "Fleet" section of bench/README.md (written with --write).
import fs from 'node:fs';
import path from 'node:path';
import { root } from '../server.ts';
import type { killOne } from './checks.ts';
import type { Host } from './hosts.ts';
import type { Outcome, ShopLoad } from './load.ts';

const HEADING = '## Fleet (`npm run fleet`)';

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! : 0;
};

/** Whether each host's METRICS_PORT answers a Prometheus scrape with the shop's request counter. */
async function metricsAnswered(hosts: Host[]) {
  const answers = await Promise.all(
    hosts.map(async (host) => {
      try {
        const res = await fetch(`http://${host.address}:${host.metricsPort}/metrics`, {
          signal: AbortSignal.timeout(5000),
        });
        return res.ok && (await res.text()).includes('atelier_http_requests_total');
      } catch {
        return false;
      }
    }),
  );
  return answers.filter(Boolean).length;
}

export async function loadFigures(
  load: ShopLoad,
  hosts: Host[],
  kill: Awaited<ReturnType<typeof killOne>>,
) {
  const all = load.outcomes;
  const seconds = load.now() / 1000;
  const around = new Set(load.between(kill.from, kill.to));
  const outside = all.filter((o) => !o.ok && !around.has(o));
  const kinds: Outcome['what'][] = ['product', 'listing', 'cart', 'order'];
  const latency = kinds.map((what) => {
    const times = all.filter((o) => o.what === what && o.ok).map((o) => o.ms);
    return `${what} ${Math.round(percentile(times, 0.5))}/${Math.round(percentile(times, 0.99))}`;
  });
  const share = hosts.map(
    (host) => `${host.name} ${all.filter((o) => o.host === host.name).length}`,
  );
  const metrics = await metricsAnswered(hosts);
  return {
    requests: all.length,
    failedOutsideKill: outside.length,
    lines: [
      `Load: ${all.length} requests in ${seconds.toFixed(0)} s (${Math.round(all.length / seconds)} a second) ` +
        `through HAProxy, ${load.acknowledged.size} cash-on-delivery orders acknowledged. ` +
        `Latency p50/p99 in ms: ${latency.join(', ')}. Answers by host: ${share.join(', ')}. ` +
        `Prometheus scrape (METRICS_PORT) answered by ${metrics} of ${hosts.length} hosts.`,
    ],
  };
}

/** Puts `table` under the Fleet heading of bench/README.md, before "Latest results" the first time. */
export function writeFleetSection(table: string, hosts: number) {
  const file = path.join(root, 'bench/README.md');
  const text = fs.readFileSync(file, 'utf8');
  const date = new Date().toISOString().slice(0, 10);
  const marker = '<!-- fleet figures: written by `npm run fleet -- --write` -->';
  const figures = `${marker}\nLast run ${date}, ${hosts} hosts, on this machine (${
    process.env.CI ? 'CI' : 'a developer run'
  }):\n\n${table}\n<!-- end of fleet figures -->`;
  const start = text.indexOf(marker);
  let next: string;
  if (start >= 0) {
    const end = text.indexOf('<!-- end of fleet figures -->', start);
    next =
      text.slice(0, start) + figures + text.slice(end + '<!-- end of fleet figures -->'.length);
  } else if (text.includes(HEADING)) {
    const at = text.indexOf(HEADING) + HEADING.length;
    const after = text.indexOf('\n## ', at);
    const cut = after < 0 ? text.length : after;
    next = `${text.slice(0, cut).trimEnd()}\n\n${figures}\n${text.slice(cut)}`;
  } else {
    const latest = text.indexOf('## Latest results');
    const cut = latest < 0 ? text.length : latest;
    next = `${text.slice(0, cut)}${HEADING}\n\n${figures}\n\n${text.slice(cut)}`;
  }
  fs.writeFileSync(file, next);
  console.log(`fleet: figures written to ${path.relative(root, file)}`);
}
