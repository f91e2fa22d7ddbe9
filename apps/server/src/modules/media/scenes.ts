import { garmentArt } from './garments.ts';

export const SCENE_KINDS = ['banners', 'collections', 'deals'] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];

/** A garment placed in a scene: its 600 × 600 drawing moved to (x, y) and scaled. */
type Piece = [type: string, hex: string, x: number, y: number, scale: number];

interface Scene {
  from: string;
  to: string;
  pieces: Piece[];
}

const SIZE: Record<SceneKind, [number, number]> = {
  banners: [1200, 480],
  collections: [600, 600],
  deals: [600, 600],
};

// Each list lines up with the seeded rows of the same kind (banner 1 is the first banner).
const SCENES: Record<SceneKind, Scene[]> = {
  banners: [
    {
      from: '#f3e9dc',
      to: '#e3cfb6',
      pieces: [
        ['coat', '#c19a6b', 90, 20, 0.75],
        ['dress', '#9caf88', 380, 30, 0.72],
        ['bag', '#6b4226', 690, 150, 0.5],
        ['sneakers', '#f5f5f0', 930, 200, 0.42],
      ],
    },
    {
      from: '#efe6d8',
      to: '#d9c2a0',
      pieces: [
        ['sweater', '#efe6d2', 120, 30, 0.72],
        ['tote', '#d8b98a', 440, 100, 0.6],
        ['hat', '#d8b98a', 700, 60, 0.55],
        ['scarf', '#c8643c', 920, 60, 0.6],
      ],
    },
    {
      from: '#dff1f6',
      to: '#9fd0e2',
      pieces: [
        ['swimsuit', '#c0392b', 120, 30, 0.72],
        ['bikini', '#d4a017', 440, 50, 0.68],
        ['hat', '#e8d5b0', 740, 30, 0.52],
        ['sandals', '#c19a6b', 900, 220, 0.42],
      ],
    },
    {
      from: '#ece8f3',
      to: '#d3cae6',
      pieces: [
        ['tshirt', '#f5f5f0', 110, 40, 0.7],
        ['jeans', '#3f5f8a', 420, 40, 0.7],
        ['sneakers', '#1f2d4d', 720, 200, 0.45],
        ['cap', '#d4a017', 960, 120, 0.4],
      ],
    },
  ],
  collections: [
    {
      from: '#f4ead9',
      to: '#e4cda7',
      pieces: [
        ['cardigan', '#d4a017', 20, 40, 0.72],
        ['beanie', '#c8643c', 330, 250, 0.45],
      ],
    },
    {
      from: '#f2f0e6',
      to: '#dfe3d0',
      pieces: [
        ['dress', '#9caf88', 10, 30, 0.75],
        ['blouse', '#f5f5f0', 300, 120, 0.5],
      ],
    },
    {
      from: '#e6e9ef',
      to: '#c9d0dc',
      pieces: [
        ['jacket', '#1f2d4d', 10, 20, 0.72],
        ['loafers', '#6b4226', 290, 330, 0.45],
      ],
    },
    {
      from: '#fdf0e6',
      to: '#f6d2c0',
      pieces: [
        ['hoodie', '#d4a017', 20, 30, 0.66],
        ['bodysuit', '#e8b4b8', 320, 200, 0.48],
      ],
    },
    {
      from: '#f6ebe6',
      to: '#e6c9c0',
      pieces: [
        ['bag', '#7b1e32', 20, 60, 0.66],
        ['necklace', '#c9a227', 300, 40, 0.5],
        ['scarf', '#c19a6b', 360, 300, 0.4],
      ],
    },
  ],
  deals: [
    { from: '#dff1f6', to: '#8ec5e8', pieces: [['swimsuit', '#c0392b', 60, 40, 0.8]] },
    { from: '#f1ece0', to: '#d6d9c0', pieces: [['sweater', '#2e5e3e', 60, 40, 0.8]] },
    { from: '#efeaf7', to: '#cbbfe4', pieces: [['sneakers', '#f5f5f0', 60, 60, 0.8]] },
    { from: '#fbeeee', to: '#e8b4b8', pieces: [['bag', '#c19a6b', 60, 40, 0.8]] },
  ],
};

export const sceneUrl = (kind: SceneKind, n: number) => `/media/${kind}/${n}.svg`;

/** The numbered scene of a kind (1-based), or undefined when there is none. */
export function sceneSvg(kind: SceneKind, n: number): string | undefined {
  const scene = SCENES[kind][n - 1];
  if (!scene) return undefined;
  const [width, height] = SIZE[kind];
  const pieces = scene.pieces
    .map(
      ([type, hex, x, y, scale]) =>
        `<g transform="translate(${x} ${y}) scale(${scale})">${garmentArt(type, hex)}</g>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${scene.from}"/><stop offset="1" stop-color="${scene.to}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    `<circle cx="${width * 0.82}" cy="${height * 0.18}" r="${height * 0.42}" fill="#fff" fill-opacity=".18"/>` +
    `<circle cx="${width * 0.12}" cy="${height * 0.95}" r="${height * 0.3}" fill="#fff" fill-opacity=".14"/>` +
    pieces +
    '</svg>'
  );
}
