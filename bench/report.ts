import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));

export interface Row {
  db: string;
  scenario: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  ratio: number;
  target: number;
}

interface Report {
  products: number;
  duration: number;
  ceiling: { rps: number; p50: number; p99: number };
  rows: Row[];
}

/** Keeps the run as bench/results/<date>.json and puts its table into bench/README.md. */
export function writeReport(report: Report) {
  const date = new Date().toISOString().slice(0, 10);
  fs.mkdirSync(path.join(dir, 'results'), { recursive: true });
  const file = path.join(dir, 'results', `${date}.json`);
  fs.writeFileSync(file, `${JSON.stringify({ date, ...report }, null, 2)}\n`);

  const lines = [
    `Run of ${date}: ${report.products.toLocaleString('en')} products, 20 connections, ${report.duration} s per scenario.`,
    `Ceiling (bare Node HTTP, tiny JSON): ${report.ceiling.rps} req/s, p50 ${report.ceiling.p50} ms, p99 ${report.ceiling.p99} ms.`,
    '',
    '| database | scenario | req/s | p50 ms | p99 ms | errors | × ceiling | target |',
    '|---|---|---|---|---|---|---|---|',
    ...report.rows.map(
      (r) =>
        `| ${r.db} | ${r.scenario} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.ratio.toFixed(2)} | ≥ ${r.target} ${r.ratio >= r.target ? '✓' : '✗'} |`,
    ),
  ];
  const readme = path.join(dir, 'README.md');
  const text = fs.readFileSync(readme, 'utf8');
  const start = '<!-- results -->';
  const end = '<!-- /results -->';
  const updated = text.replace(
    new RegExp(`${start}[\\s\\S]*${end}`),
    `${start}\n${lines.join('\n')}\n${end}`,
  );
  fs.writeFileSync(readme, updated);
  return file;
}
