import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApiResult, Reference } from './api.ts';
import type { BundleResult } from './bundle.ts';
import type { PagesResult } from './lighthouse.ts';
import type { ScaleResult } from './scale.ts';
import type { SoakResult } from './soak.ts';

const dir = path.dirname(fileURLToPath(import.meta.url));
const PAGE_TARGETS = { score: 95, lcpMs: 1500, cls: 0.02 };

export interface Report {
  date: string;
  api?: ApiResult;
  pages?: PagesResult;
  bundle?: BundleResult;
  scale?: ScaleResult;
  soak?: SoakResult;
}

const mark = (ok: boolean) => (ok ? '✓' : '✗');

const REFERENCE_NAMES: Record<Reference, string> = {
  'same bytes': 'bare Fastify, same bytes',
  floor: 'database round trip',
  ceiling: 'bare Node ceiling',
};

function apiLines(r: ApiResult) {
  return [
    `### API load`,
    '',
    `${r.products.toLocaleString('en')} products, 20 connections, ${r.duration} s per scenario, each after a warm-up pass. Each ratio is to a reference of the same run: cached answers to a bare Fastify route sending the same bytes (measured just before), answers that read the database to the database round trip's row, the shop mix to the bare Node ceiling (tiny JSON, measured before every scenario; its middle measurement: ${r.ceiling.rps} req/s, p50 ${r.ceiling.p50} ms, p99 ${r.ceiling.p99} ms).`,
    '',
    '| database | scenario | req/s | p50 ms | p99 ms | errors | against | its req/s | ratio | target |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...r.rows.map((row) => {
      const figures = `| ${row.db} | ${row.scenario} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.errors} |`;
      if (row.reference === undefined || row.ratio === undefined || row.target === undefined) {
        return `${figures} bare Node ceiling | ${row.ceilingRps} | ${(row.rps / row.ceilingRps).toFixed(2)} | the floor of a database read |`;
      }
      const p99 = row.p99Target === undefined ? '' : `, p99 ≤ ${row.p99Target}`;
      const ok =
        row.ratio >= row.target &&
        row.errors === 0 &&
        (row.p99Target === undefined || row.p99 <= row.p99Target);
      return `${figures} ${REFERENCE_NAMES[row.reference]} | ${row.referenceRps} | ${row.ratio.toFixed(2)} | ≥ ${row.target}${p99}, no errors ${mark(ok)} |`;
    }),
  ];
}

function pagesLines(r: PagesResult) {
  const t = PAGE_TARGETS;
  return [
    `### Pages (Lighthouse 12, mobile)`,
    '',
    `${r.products.toLocaleString('en')} products on ${r.db}. Targets: each score ≥ ${t.score}, LCP ≤ ${t.lcpMs} ms, CLS ≤ ${t.cls}.`,
    '',
    '| page | performance | accessibility | best practices | SEO | LCP ms | CLS | TBT ms | host CPU index | targets | to fix first |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...r.rows.map((row) => {
      const s = row.scores;
      const ok =
        Object.values(s).every((score) => score >= t.score) &&
        row.lcpMs <= t.lcpMs &&
        row.cls <= t.cls;
      return `| ${row.page} | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${row.lcpMs} | ${row.cls} | ${row.tbtMs} | ${row.benchmarkIndex} | ${mark(ok)} | ${row.opportunities.join(', ')} |`;
    }),
  ];
}

function bundleLines(r: BundleResult) {
  const files = (list: BundleResult['home']['files']) =>
    list.map((f) => `${f.file.replace('assets/', '')} ${f.kb}`).join(', ');
  return [
    `### JavaScript the home page loads`,
    '',
    `Before it shows: ${r.beforeShowing.kb} kB gzip (target ≤ ${r.beforeShowing.target} kB ${mark(r.beforeShowing.kb <= r.beforeShowing.target)}): ${files(r.beforeShowing.files)}. The server draws the page; the entry asks for the app once the page has loaded.`,
    '',
    `To become the app: ${r.home.kb} kB gzip: ${files(r.home.files)}.`,
    '',
    '| route | chunk | gzip kB | with what it adds to the app, kB |',
    '|---|---|---|---|',
    ...r.routes.map(
      (x) => `| ${x.route} | ${x.file.replace('assets/', '')} | ${x.kb} | ${x.withImportsKb} |`,
    ),
  ];
}

function scaleLines(r: ScaleResult) {
  const largest = r.sizes.at(-1)!;
  const keys = [...new Set(r.rows.map((row) => `${row.db}|${row.scenario}`))];
  const scans = r.plans.flatMap((p) => p.seqScans.map((s) => `${p.db} ${p.scenario}: ${s}`));
  return [
    `### Scale`,
    '',
    'p50 / p95 ms of the listing service on the database (below the cache), 200 sequential calls.',
    '',
    `| database | scenario | ${r.sizes.map((n) => n.toLocaleString('en')).join(' | ')} | growth | target |`,
    `|---|---|${r.sizes.map(() => '---|').join('')}---|---|`,
    ...keys.map((key) => {
      const [db, scenario] = key.split('|');
      const cells = r.sizes.map((n) => {
        const row = r.rows.find((x) => x.db === db && x.scenario === scenario && x.products === n);
        return row ? `${row.p50} / ${row.p95}` : '';
      });
      const g = r.growth.find((x) => x.db === db && x.scenario === scenario)!;
      return `| ${db} | ${scenario} | ${cells.join(' | ')} | ${g.ratio}× | ≤ ${g.target}× ${mark(g.ratio <= g.target)} |`;
    }),
    '',
    `Query plans at ${largest.toLocaleString('en')} products (in the results file): ${
      scans.length
        ? `full scans of large tables ✗ — ${scans.join('; ')}`
        : 'no large table read beyond a tenth of its rows ✓'
    }.`,
  ];
}

function soakLines(r: SoakResult) {
  const target = `no errors, RSS growth < ${r.growthTarget * 100} %`;
  return [
    `### Soak`,
    '',
    `${r.products.toLocaleString('en')} products, ${r.rate} a second (each a request, a checkout two to four) for ${r.duration} s after a ${r.warmUp} s warm-up: browsing, guests' cart updates, checkouts paid cash or by card. RSS of the server process: median of the first and of the last 5 s.`,
    '',
    '| database | requests | req/s | orders | errors | RSS start MB | RSS end MB | growth | target |',
    '|---|---|---|---|---|---|---|---|---|',
    ...r.rows.map((row) => {
      const ok = row.errors === 0 && row.growth < r.growthTarget;
      return `| ${row.db} | ${row.requests} | ${row.rps} | ${row.orders} | ${row.errors} | ${row.rssStartMb} | ${row.rssEndMb} | ${(row.growth * 100).toFixed(1)} % | ${target} ${mark(ok)} |`;
    }),
  ];
}

/** Keeps the parts run today in bench/results/<date>.json and puts their tables into bench/README.md. */
export function writeReport(parts: Omit<Report, 'date'>) {
  const date = new Date().toISOString().slice(0, 10);
  fs.mkdirSync(path.join(dir, 'results'), { recursive: true });
  const file = path.join(dir, 'results', `${date}.json`);
  const earlier = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Report) : {};
  const report: Report = { ...earlier, ...parts, date };
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);

  const lines = [
    `Results of ${date}.`,
    ...(report.api ? ['', ...apiLines(report.api)] : []),
    ...(report.pages ? ['', ...pagesLines(report.pages)] : []),
    ...(report.bundle ? ['', ...bundleLines(report.bundle)] : []),
    ...(report.scale ? ['', ...scaleLines(report.scale)] : []),
    ...(report.soak ? ['', ...soakLines(report.soak)] : []),
  ];
  const readme = path.join(dir, 'README.md');
  const text = fs.readFileSync(readme, 'utf8');
  const start = '<!-- results -->';
  const end = '<!-- /results -->';
  fs.writeFileSync(
    readme,
    text.replace(new RegExp(`${start}[\\s\\S]*${end}`), `${start}\n${lines.join('\n')}\n${end}`),
  );
  return file;
}
