/** A small seeded generator (mulberry32): the demo catalog must be the same on every run. */
export class Rng {
  private state: number;

  constructor(...seeds: number[]) {
    // Mixes the seeds so neighbouring product ids get unrelated streams.
    let h = 0x811c9dc5;
    for (const seed of seeds) {
      h = Math.imul(h ^ (seed >>> 0), 0x01000193);
      h ^= h >>> 13;
      h = Math.imul(h, 0x5bd1e995);
      h ^= h >>> 15;
    }
    this.state = h >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let x = Math.imul(this.state ^ (this.state >>> 15), 1 | this.state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<V>(items: readonly V[]): V {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Picks `values[i]` with a chance proportional to `weights[i]`. */
  weighted<V>(values: readonly V[], weights: readonly number[]): V {
    let roll = this.next() * weights.reduce((sum, w) => sum + w, 0);
    for (let i = 0; i < values.length; i++) {
      roll -= weights[i]!;
      if (roll < 0) return values[i]!;
    }
    return values[values.length - 1]!;
  }

  /** `count` distinct items, in random order. */
  sample<V>(items: readonly V[], count: number): V[] {
    const pool = [...items];
    for (let i = pool.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    }
    return pool.slice(0, count);
  }
}
