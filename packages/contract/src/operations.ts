import { z } from 'zod';
import { str } from './common.ts';

export const Health = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
  version: str(),
});
export type Health = z.infer<typeof Health>;

export const Live = z.object({ status: z.literal('ok') });
export type Live = z.infer<typeof Live>;
