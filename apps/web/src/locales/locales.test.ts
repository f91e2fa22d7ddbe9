import { describe, expect, it } from 'vitest';
import cn from './cn.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import jp from './jp.json';
import tw from './tw.json';

/** Every leaf of a dictionary as "path → text" (arrays by index). */
function leaves(value: unknown, path = ''): Map<string, unknown> {
  if (value === null || typeof value !== 'object') return new Map([[path, value]]);
  return new Map(
    Object.entries(value).flatMap(([key, child]) => [
      ...leaves(child, path ? `${path}.${key}` : key),
    ]),
  );
}

const placeholders = (text: unknown) =>
  [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

const reference = leaves(en);

describe.each(Object.entries({ es, cn, jp, tw, fr }))('the %s dictionary', (_code, dictionary) => {
  const translated = leaves(dictionary);

  it('has every English key, translated and non-empty', () => {
    const missing = [...reference.keys()].filter((key) => {
      const text = translated.get(key);
      return typeof text !== 'string' || text.trim() === '';
    });
    expect(missing).toEqual([]);
  });

  it('has no key English lacks', () => {
    expect([...translated.keys()].filter((key) => !reference.has(key))).toEqual([]);
  });

  it('keeps the same {{placeholders}} as English', () => {
    const wrong = [...reference].filter(
      ([key, text]) => `${placeholders(text)}` !== `${placeholders(translated.get(key))}`,
    );
    expect(wrong.map(([key]) => key)).toEqual([]);
  });
});

describe('the English dictionary', () => {
  it("has all of SPEC §3's groups and labels", () => {
    expect(Object.keys(en.deals)).toEqual(['seasonLabel', 'title', 'viewDeals']);
    expect(Object.keys(en.header)).toEqual(['shopNow', 'searchPlaceholder']);
    expect(Object.keys(en.labels)).toEqual(
      'today flashSales thisSeason shopCollections thisMonth bestSelling ourProducts exploreProducts featured newArrivals viewAll viewCollection addToCart profile address payment orders returns cancellations wishlist referral subscription manageAccount myOrders others editProfile email subscriptionType referralCode referredBy username updatePassword enterOtp resendOtpIn resendOtp setNewPassword savePassword cancel saveChanges'.split(
        ' ',
      ),
    );
  });
});
