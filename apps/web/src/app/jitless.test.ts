import { expect, it } from 'vitest';

it('turns off the eval probe of zod, which the entry script does not import', async () => {
  await import('./jitless.ts');
  const { config } = await import('zod/v4/core');
  expect(config().jitless).toBe(true);
});
