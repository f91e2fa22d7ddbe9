import { z } from 'zod';

export interface Category {
  id: number;
  name: string;
  children: Category[];
}
export const Category: z.ZodType<Category> = z
  .object({
    id: z.number().int(),
    name: z.string(),
    get children() {
      return z.array(Category);
    },
  })
  .meta({ id: 'Category' });
