import { describe, expect, it } from 'vitest';
import type { Variant } from '@atelier/contract';
import { colorsOf, initialVariant, pickVariant, sizesOf } from './variants.ts';

const variant = (sku: string, color: string, size: string, stock = 5): Variant => ({
  sku,
  color,
  size,
  sellinglPrice: 10,
  originalPrice: 10,
  stock,
});

const variants = [
  variant('navy-s', 'Navy', 'S'),
  variant('navy-m', 'Navy', 'M', 0),
  variant('red-m', 'Red', 'M'),
  variant('red-l', 'Red', 'L'),
  variant('white-s', 'White', 'S', 0),
];

describe('variant selection', () => {
  it('starts on the first variant, or the first size of its colour in stock when it is sold out', () => {
    expect(initialVariant(variants)?.sku).toBe('navy-s');
    expect(initialVariant([variant('a', 'Red', 'S', 0), variant('b', 'Red', 'M')])?.sku).toBe('b');
    expect(initialVariant([variant('a', 'Red', 'S', 0)])?.sku).toBe('a');
    // The colour stays the one the card shows, even wholly sold out.
    expect(initialVariant([variant('a', 'Red', 'S', 0), variant('b', 'Blue', 'S')])?.sku).toBe('a');
  });

  it('picks the variant matching colour and size', () => {
    expect(pickVariant(variants, 'Red', 'L')?.sku).toBe('red-l');
    expect(pickVariant(variants, 'Navy', 'S')?.sku).toBe('navy-s');
  });

  it('keeps the size when the new colour has it, else takes the first of that colour', () => {
    // From Navy S... to Red M: Red comes in M.
    expect(pickVariant(variants, 'Red', 'M')?.sku).toBe('red-m');
    // From Red L to Navy: no Navy L, so the first Navy.
    expect(pickVariant(variants, 'Navy', 'L')?.sku).toBe('navy-s');
  });

  it('never lands on a sold-out size while the colour has one in stock', () => {
    // From Red M to Navy: Navy M is sold out, Navy S is not.
    expect(pickVariant(variants, 'Navy', 'M')?.sku).toBe('navy-s');
    // White is sold out altogether: it is still shown, as sold out.
    expect(pickVariant(variants, 'White', 'M')?.sku).toBe('white-s');
  });

  it('falls back to the first variant for an unknown colour', () => {
    expect(pickVariant(variants, 'Green', 'S')?.sku).toBe('navy-s');
    expect(pickVariant([], 'Navy', 'S')).toBeUndefined();
  });

  it('offers the colours once each and the sizes of the chosen colour', () => {
    expect(colorsOf(variants)).toEqual(['Navy', 'Red', 'White']);
    expect(sizesOf(variants, 'Red').map((v) => v.size)).toEqual(['M', 'L']);
  });
});
