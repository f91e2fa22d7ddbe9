// The shop's server on the benchmark's own web build (BENCH_WEB_DIST), so building for a benchmark
// never touches apps/web/dist while something else serves it.
import path from 'node:path';
import { serve } from '../apps/server/src/serve.ts';

await serve({ webDist: path.resolve(process.env.BENCH_WEB_DIST ?? 'bench/.data/web') });
