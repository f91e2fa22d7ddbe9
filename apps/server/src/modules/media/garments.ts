import { ACCESSORIES } from './drawings/accessories.ts';
import { FOOTWEAR } from './drawings/footwear.ts';
import { LOWER } from './drawings/lower.ts';
import type { Drawing } from './drawings/shapes.ts';
import { TOPS } from './drawings/tops.ts';
import { palette } from './palette.ts';

const DRAWINGS: Record<string, Drawing> = { ...TOPS, ...LOWER, ...FOOTWEAR, ...ACCESSORIES };

export const GARMENT_TYPES = Object.keys(DRAWINGS);

export const isGarment = (type: string) => Object.hasOwn(DRAWINGS, type);

/** Where the product image of a garment in a colour is served ("#c0392b" → "/media/garments/dress-c0392b.svg"). */
export const garmentImageUrl = (type: string, hex: string) =>
  `/media/garments/${type}-${hex.replace('#', '').toLowerCase()}.svg`;

/** The garment with its ground shadow, in a 600 × 600 box, for framing or composing scenes. */
export function garmentArt(type: string, hex: string): string {
  const draw = DRAWINGS[type];
  if (!draw) throw new Error(`No drawing for ${type}`);
  const p = palette(hex);
  return (
    '<ellipse cx="300" cy="548" rx="190" ry="15" fill="#000" fill-opacity=".08"/>' +
    `<g stroke="${p.line}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round">${draw(p)}</g>`
  );
}

/** A square product image: the garment on a soft backdrop tinted by its colour. */
export function garmentSvg(type: string, hex: string): string {
  const p = palette(hex);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" role="img">` +
    `<title>${type}</title>` +
    `<rect width="600" height="600" fill="${p.background}"/>` +
    `<circle cx="300" cy="300" r="240" fill="${p.halo}"/>` +
    garmentArt(type, hex) +
    '</svg>'
  );
}
