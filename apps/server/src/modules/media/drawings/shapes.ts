import type { Palette } from '../palette.ts';

/** Draws one garment in a 600 × 600 box, outlined by the caller's group. */
export type Drawing = (p: Palette) => string;

export const shape = (d: string, fill: string, extra = '') =>
  `<path d="${d}" fill="${fill}"${extra}/>`;

export const seam = (d: string, color: string, width = 2, extra = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}"${extra}/>`;

export const dot = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;

/** The same path reflected about the vertical centre line (absolute "x,y" pairs only). */
export const mirror = (d: string) =>
  d.replace(
    /(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g,
    (_, x: string, y: string) => `${600 - Number(x)},${y}`,
  );

/** A shape and its reflection: most garments are symmetric. */
export const pair = (d: string, fill: string, extra = '') =>
  shape(d, fill, extra) + shape(mirror(d), fill, extra);

export const seams = (d: string, color: string, width = 2, extra = '') =>
  seam(d, color, width, extra) + seam(mirror(d), color, width, extra);

/** Vertical ribbing lines between two x positions. */
export function ribs(x1: number, x2: number, y1: number, y2: number, color: string, step = 12) {
  let d = '';
  for (let x = x1 + step; x < x2; x += step) d += `M${x},${y1} L${x},${y2} `;
  return seam(d.trim(), color, 1.5);
}

/** A knitted cable running down from y1 to y2. */
export function cable(x: number, y1: number, y2: number, color: string) {
  let d = `M${x},${y1}`;
  for (let y = y1, side = 1; y + 28 <= y2; y += 28, side = -side) {
    d += ` Q${x + 14 * side},${y + 14} ${x},${y + 28}`;
  }
  return (
    seam(d, color, 3) +
    seam(
      d.replace(/Q(\d+)/g, (_, v: string) => `Q${2 * x - Number(v)}`),
      color,
      3,
    )
  );
}

export const METAL = { gold: '#c9a227', goldLine: '#8a6d12' };
