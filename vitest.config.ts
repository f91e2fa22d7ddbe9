import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['apps/server', 'apps/web', 'packages/ui', 'apps/admin'],
    // Vitest leaves a core free (cores − 1): on CI's two cores that is one file at a time, while
    // the server suite's files spend much of their time waiting on the database. Two at once took
    // the PostgreSQL run from 694 s to 387 s.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
