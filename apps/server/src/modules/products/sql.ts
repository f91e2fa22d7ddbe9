/** Collects bind parameters while a query is put together from fragments. */
export class Params {
  readonly values: unknown[] = [];

  /** Adds a value and answers its placeholder, e.g. `$3`. */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
