// The shop mix: a storefront's traffic as one scenario. Shares, from what a catalog shop's visits
// are made of (most views are product pages, reached from category listings; few visitors search;
// fewer look at their cart): product pages 50 %, listings 30 % (a third of them filtered), searches
// 10 %, cart reads 10 %. Product popularity is Zipf-distributed with s = 1 over the whole catalog:
// the product of rank r is asked in proportion to 1/r, so a few products take much of the traffic
// and the long tail is still asked now and then.

/** A small seeded generator (mulberry32): every run asks the same sequence. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Ranks 1..n drawn with probability proportional to 1/rank (inverse of the cumulative sums). */
export function zipf(n: number, random: () => number) {
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let rank = 1; rank <= n; rank++) cumulative[rank - 1] = sum += 1 / rank;
  return () => {
    const u = random() * sum;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid]! < u) low = mid + 1;
      else high = mid;
    }
    return low + 1;
  };
}

export interface MixPaths {
  listing: (i: number) => string;
  filtered: (i: number) => string;
  search: (i: number) => string;
  cart: (i: number) => string;
  /** A product's page by its id. */
  product: (id: number) => string;
}

/** The mix's next path each call, from the scenarios' own paths. */
export function shopMix(products: number, paths: MixPaths) {
  const random = seeded(17);
  const rank = zipf(products, random);
  let i = 0;
  return () => {
    const draw = random();
    i++;
    // Ranks spread over the ids, so the popular products are not the first ones made.
    if (draw < 0.5) return paths.product(1 + ((rank() * 7919) % products));
    if (draw < 0.7) return paths.listing(i);
    if (draw < 0.8) return paths.filtered(i);
    if (draw < 0.9) return paths.search(i);
    return paths.cart(i);
  };
}
