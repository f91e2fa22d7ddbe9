import type { AdminCategoryInput, AdminProduct, Names } from '@atelier/contract';
import type { FileProduct } from './document.ts';
import { PATH_SEPARATOR, type Lookups } from './lookups.ts';
import type { Issue } from './messages.ts';

/** Where a product without a Type goes until staff sort it, named in the six languages. */
export const UNSORTED: Names = {
  en: 'Unsorted',
  es: 'Sin clasificar',
  cn: '未分类',
  jp: '未分類',
  tw: '未分類',
  fr: 'Non classés',
};

/** Creates a category in the run's transaction and answers its id. */
export type CreateCategory = (input: AdminCategoryInput) => Promise<number>;

const split = (path: string) =>
  path
    .split('>')
    .map((name) => name.trim())
    .filter(Boolean);

/**
 * The category of each product a file names, by its Type, else Shopify's Product Category, else
 * (a new product) Unsorted. A name the shop lacks becomes a new category under the nearest one it
 * has: the longest start of the path it knows, or the deepest of the Product Category's steps it
 * knows, or none (a top category). A dry run only lists them, under ids below zero that stand for
 * them through the run; a real run creates each once.
 */
export class CategoryPlanner {
  /** The categories the run creates, as English paths, in the order first named. */
  readonly toCreate: string[] = [];
  private made = new Map<string, { id: number; path: string }>();

  constructor(
    private lookups: Lookups,
    private create?: CreateCategory,
  ) {}

  /** The one category `path` names, if the shop (or this run) has exactly one. */
  private known(path: string[]): number | 'ambiguous' | undefined {
    const ids = this.lookups.category(path.join(PATH_SEPARATOR));
    if (ids.length > 1) return 'ambiguous';
    return ids[0] ?? this.made.get(path.join('>').toLowerCase())?.id;
  }

  private pathOf(id: number | null): string[] {
    if (id === null) return [];
    const made = [...this.made.values()].find((m) => m.id === id);
    return made ? split(made.path) : (this.lookups.categories.get(id)?.path.en ?? []);
  }

  /** The categories `names` under `parentId`, made (or listed) one level at a time. */
  private async ensure(parentId: number | null, names: Names[]) {
    let parent = parentId;
    for (const name of names) {
      const path = [...this.pathOf(parent), name.en];
      const key = path.join('>').toLowerCase();
      const have = this.lookups.category(path.join(PATH_SEPARATOR));
      if (have.length === 1) {
        parent = have[0]!;
        continue;
      }
      let made = this.made.get(key);
      if (!made) {
        const id = this.create
          ? await this.create({ parentId: parent, position: 0, names: name })
          : -(this.made.size + 1);
        made = { id, path: path.join(PATH_SEPARATOR) };
        this.made.set(key, made);
        this.toCreate.push(made.path);
      }
      parent = made.id;
    }
    return parent!;
  }

  /** The category of `file`, or undefined with an issue pushed (a name several categories share). */
  async resolve(
    file: FileProduct,
    existing: AdminProduct | undefined,
    issues: Issue[],
  ): Promise<number | undefined> {
    const given = file.type ?? file.productCategory;
    if (!given) return existing?.categoryId ?? this.ensure(null, [UNSORTED]);
    const path = split(given);
    const found = this.known(path);
    if (found === 'ambiguous') {
      const column = file.header(file.type ? 'type' : 'productCategory');
      issues.push({ line: file.line, column, key: 'categoryAmbiguous', params: { value: given } });
      return undefined;
    }
    if (found !== undefined) return found;
    // Of Shopify's taxonomy path only its last step becomes a category of the shop.
    const taxonomy = split(file.productCategory ?? '');
    const leaf = file.type ? undefined : this.known(path.slice(-1));
    if (typeof leaf === 'number') return leaf;
    const wanted = file.type ? path : path.slice(-1);
    // Under the longest start of the Type's own path the shop has, else under the deepest step of
    // the Product Category's it has (by its name, or its path), else at the top.
    for (let n = path.length - 1; file.type && n > 0; n--) {
      const parent = this.known(path.slice(0, n));
      if (typeof parent === 'number') return this.ensure(parent, names(path.slice(n)));
    }
    for (let n = taxonomy.length - (file.type ? 0 : 1); n > 0; n--) {
      for (const step of [taxonomy.slice(n - 1, n), taxonomy.slice(0, n)]) {
        const parent = this.known(step);
        if (typeof parent === 'number') return this.ensure(parent, names(wanted));
      }
    }
    return this.ensure(null, names(wanted));
  }
}

const names = (path: string[]): Names[] => path.map((en) => ({ en }));
