import { run } from './cluster.ts';

await run();
