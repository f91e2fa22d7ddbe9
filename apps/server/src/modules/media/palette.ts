/** The shades one garment is drawn with, all derived from its single colour. */
export interface Palette {
  base: string;
  /** Second surfaces: cuffs, bands, flaps. */
  shade: string;
  /** Insides and soles. */
  deep: string;
  light: string;
  /** The outline around every shape. */
  line: string;
  /** Seams and stitching, visible on dark and light colours alike. */
  seam: string;
  /** Buttons and other small hardware. */
  detail: string;
  background: string;
  halo: string;
}

const rgb = (hex: string) =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

export function mix(a: string, b: string, amount: number): string {
  const [x, y] = [rgb(a), rgb(b)];
  return `#${x
    .map((v, i) =>
      Math.round(v + (y[i]! - v) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function palette(hex: string): Palette {
  const lum = luminance(hex);
  const dark = lum < 0.12;
  const pale = lum > 0.7;
  const background = pale ? '#e8e2d8' : mix(hex, '#faf7f2', 0.86);
  return {
    base: hex,
    shade: dark ? mix(hex, '#ffffff', 0.12) : mix(hex, '#000000', 0.12),
    deep: mix(hex, '#000000', 0.4),
    light: mix(hex, '#ffffff', 0.3),
    line: mix(hex, '#000000', pale ? 0.32 : 0.45),
    seam: dark ? mix(hex, '#ffffff', 0.3) : mix(hex, '#000000', 0.28),
    detail: lum > 0.4 ? mix(hex, '#000000', 0.5) : mix(hex, '#ffffff', 0.6),
    background,
    halo: mix(background, '#ffffff', 0.55),
  };
}
