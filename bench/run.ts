// `npm run bench`: the benchmark suite, or the parts named with --only (api, pages, bundle, scale,
// soak). Options: --products N (100000) for api, pages and soak, --duration S (10 for api, 60 for
// soak), --rate R (50 requests a second) for soak, --db pglite|postgres|both (both) for api, scale
// and soak, --sizes 1000,10000,100000 for scale.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { databases } from './server.ts';
import { writeReport, type Report } from './report.ts';

const PARTS = ['api', 'pages', 'bundle', 'scale', 'soak'] as const;
type Part = (typeof PARTS)[number];

const { values } = parseArgs({
  options: {
    only: { type: 'string', multiple: true },
    products: { type: 'string', default: '100000' },
    duration: { type: 'string' },
    rate: { type: 'string', default: '50' },
    db: { type: 'string', default: 'both' },
    sizes: { type: 'string', default: '1000,10000,100000' },
  },
});
const only = (values.only ?? [...PARTS]).flatMap((v) => v.split(','));
const unknown = only.filter((part) => !PARTS.includes(part as Part));
if (unknown.length) throw new Error(`--only takes ${PARTS.join(', ')}; not ${unknown.join(', ')}`);
const selected = (part: Part) => only.includes(part);
const products = Number(values.products);
const dbs = databases(values.db);

const report: Omit<Report, 'date'> = {};
if (selected('api')) {
  const { runApi } = await import('./api.ts');
  report.api = await runApi({ products, duration: Number(values.duration ?? 10), dbs });
}
if (selected('bundle') || selected('pages')) {
  const { buildWeb, measureBundle } = await import('./bundle.ts');
  await buildWeb();
  if (selected('bundle')) {
    report.bundle = measureBundle();
    console.log(JSON.stringify(report.bundle.beforeShowing), JSON.stringify(report.bundle.home));
  }
}
if (selected('pages')) {
  const { runPages } = await import('./lighthouse.ts');
  report.pages = await runPages({ products, db: 'pglite' });
}
if (selected('scale')) {
  const { runScale } = await import('./scale.ts');
  report.scale = await runScale({ sizes: values.sizes.split(',').map(Number), dbs });
}
if (selected('soak')) {
  const { runSoak } = await import('./soak.ts');
  const duration = Number(values.duration ?? 60);
  report.soak = await runSoak({ products, duration, rate: Number(values.rate), dbs });
}

const file = writeReport(report);
console.log(`results written to ${path.relative(process.cwd(), file)}`);
