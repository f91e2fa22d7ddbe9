import { z } from 'zod';

export const Health = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export type Health = z.infer<typeof Health>;
