import { blocks, L, same, type T } from './text.ts';

export interface Color {
  code: string;
  hex: string;
  name: T;
}

const color = (code: string, hex: string, names: string): Color => ({ code, hex, name: L(names) });

export const COLORS: Color[] = [
  color('black', '#1f1f1f', 'Black|Negro|黑色|ブラック|黑色|Noir'),
  color('white', '#f5f5f0', 'White|Blanco|白色|ホワイト|白色|Blanc'),
  color('ivory', '#efe6d2', 'Ivory|Marfil|象牙白|アイボリー|象牙白|Ivoire'),
  color('navy', '#1f2d4d', 'Navy|Azul marino|藏青色|ネイビー|藏青色|Bleu marine'),
  color('sky', '#8ec5e8', 'Sky Blue|Azul cielo|天蓝色|スカイブルー|天藍色|Bleu ciel'),
  color('denim', '#3f5f8a', 'Denim Blue|Azul vaquero|牛仔蓝|デニムブルー|牛仔藍|Bleu jean'),
  color('red', '#c0392b', 'Red|Rojo|红色|レッド|紅色|Rouge'),
  color('burgundy', '#7b1e32', 'Burgundy|Burdeos|酒红色|ボルドー|酒紅色|Bordeaux'),
  color('blush', '#e8b4b8', 'Blush Pink|Rosa palo|浅粉色|ブラッシュピンク|淺粉色|Rose poudré'),
  color('terracotta', '#c8643c', 'Terracotta|Terracota|赤陶色|テラコッタ|赤陶色|Terre cuite'),
  color('mustard', '#d4a017', 'Mustard|Mostaza|芥末黄|マスタード|芥末黃|Moutarde'),
  color('olive', '#6b7139', 'Olive|Oliva|橄榄绿|オリーブ|橄欖綠|Vert olive'),
  color('sage', '#9caf88', 'Sage|Salvia|鼠尾草绿|セージグリーン|鼠尾草綠|Vert sauge'),
  color(
    'forest',
    '#2e5e3e',
    'Forest Green|Verde bosque|森林绿|フォレストグリーン|森林綠|Vert forêt',
  ),
  color('camel', '#c19a6b', 'Camel|Camel|驼色|キャメル|駝色|Camel'),
  color('brown', '#6b4226', 'Brown|Marrón|棕色|ブラウン|棕色|Marron'),
  color('grey', '#8a8d91', 'Grey|Gris|灰色|グレー|灰色|Gris'),
  color('lavender', '#b6a6d6', 'Lavender|Lavanda|薰衣草紫|ラベンダー|薰衣草紫|Lavande'),
  color('gold', '#c9a227', 'Gold|Dorado|金色|ゴールド|金色|Doré'),
  color('silver', '#b8bcc2', 'Silver|Plateado|银色|シルバー|銀色|Argenté'),
];

/** Colours any garment may come in; the metals are for jewellery. */
export const EVERYDAY_COLORS = COLORS.map((c) => c.code).filter(
  (code) => code !== 'gold' && code !== 'silver',
);

export interface Size {
  code: string;
  name: T;
}

const years = (n: number): Size => ({
  code: `${n}Y`,
  name: L(`${n} yrs|${n} años|${n}岁|${n}歳|${n}歲|${n} ans`),
});
const months = (from: number, to: number): Size => {
  const r = `${from}-${to}`;
  return { code: `${r}M`, name: L(`${r} months|${r} meses|${r}个月|${r}か月|${r}個月|${r} mois`) };
};
const eu = (n: number): Size => ({ code: `EU${n}`, name: same(`EU ${n}`) });

/** Size runs, smallest first; a product takes a contiguous part of its run. */
export const SIZE_SCALES = {
  apparel: ['XS', 'S', 'M', 'L', 'XL', 'XXL'].map((code) => ({ code, name: same(code) })),
  kids: [2, 4, 6, 8, 10, 12].map(years),
  baby: [months(0, 3), months(3, 6), months(6, 12), months(12, 18), months(18, 24)],
  shoes: [36, 37, 38, 39, 40, 41, 42, 43, 44, 45].map(eu),
  kidsShoes: [24, 26, 28, 30, 32, 34].map(eu),
  one: [{ code: 'ONE', name: L('One size|Talla única|均码|フリーサイズ|均碼|Taille unique') }],
} satisfies Record<string, Size[]>;
export type SizeScale = keyof typeof SIZE_SCALES;

/** Sizes that cost a little more when a product charges for them. */
export const LARGE_SIZES = new Set(['XL', 'XXL']);

export const CARES = ['wash', 'hand', 'dry', 'wipe', 'polish'] as const;
export type Care = (typeof CARES)[number];

export interface Material {
  code: string;
  /** The filter option's name and the specification's value. */
  name: T;
  /** How the material reads inside a product name. */
  inName: T;
  care: Care;
  /** Price factor against the garment's usual range. */
  price: number;
}

// code, care, price factor; then the name, then the name as it reads inside a product name.
const MATERIAL_TABLE = `
cotton wash 1
  Cotton|Algodón|棉|コットン|棉|Coton
  Cotton|de algodón|棉质|コットン|棉質|en coton
organic-cotton wash 1.1
  Organic Cotton|Algodón orgánico|有机棉|オーガニックコットン|有機棉|Coton bio
  Organic Cotton|de algodón orgánico|有机棉|オーガニックコットン|有機棉|en coton bio
linen wash 1.1
  Linen|Lino|亚麻|リネン|亞麻|Lin
  Linen|de lino|亚麻|リネン|亞麻|en lin
wool hand 1.2
  Wool|Lana|羊毛|ウール|羊毛|Laine
  Wool|de lana|羊毛|ウール|羊毛|en laine
merino hand 1.3
  Merino Wool|Lana merino|美利奴羊毛|メリノウール|美麗諾羊毛|Laine mérinos
  Merino Wool|de lana merino|美利奴羊毛|メリノウール|美麗諾羊毛|en laine mérinos
cashmere hand 1.9
  Cashmere|Cachemira|羊绒|カシミヤ|羊絨|Cachemire
  Cashmere|de cachemira|羊绒|カシミヤ|羊絨|en cachemire
silk dry 1.6
  Silk|Seda|真丝|シルク|真絲|Soie
  Silk|de seda|真丝|シルク|真絲|en soie
denim wash 1
  Denim|Denim|牛仔布|デニム|牛仔布|Denim
  Denim|de denim|牛仔|デニム|牛仔|en denim
leather wipe 1.7
  Leather|Cuero|真皮|レザー|真皮|Cuir
  Leather|de cuero|真皮|レザー|真皮|en cuir
suede wipe 1.5
  Suede|Ante|麂皮|スエード|麂皮|Daim
  Suede|de ante|麂皮|スエード|麂皮|en daim
canvas wipe 0.9
  Canvas|Lona|帆布|キャンバス|帆布|Toile
  Canvas|de lona|帆布|キャンバス|帆布|en toile
recycled-polyester wash 0.9
  Recycled Polyester|Poliéster reciclado|再生聚酯纤维|リサイクルポリエステル|再生聚酯纖維|Polyester recyclé
  Recycled Polyester|de poliéster reciclado|再生聚酯|リサイクルポリエステル|再生聚酯|en polyester recyclé
recycled-nylon hand 1
  Recycled Nylon|Nailon reciclado|再生尼龙|リサイクルナイロン|再生尼龍|Nylon recyclé
  Recycled Nylon|de nailon reciclado|再生尼龙|リサイクルナイロン|再生尼龍|en nylon recyclé
viscose hand 1
  Viscose|Viscosa|粘胶纤维|ビスコース|嫘縈|Viscose
  Viscose|de viscosa|粘胶|ビスコース|嫘縈|en viscose
raffia wipe 1
  Raffia|Rafia|拉菲草|ラフィア|拉菲草|Raphia
  Raffia|de rafia|拉菲草|ラフィア|拉菲草|en raphia
silver polish 1.4
  Sterling Silver|Plata de ley|925银|シルバー925|925銀|Argent 925
  Sterling Silver|de plata de ley|925银|シルバー|925銀|en argent
brass polish 1
  Brass|Latón|黄铜|真鍮|黃銅|Laiton
  Brass|de latón|黄铜|真鍮|黃銅|en laiton
`;

export const MATERIALS: Material[] = blocks(MATERIAL_TABLE).map(({ head, lines }) => {
  const [code, care, price] = head.split(/\s+/);
  if (!CARES.includes(care as Care)) throw new Error(`material table: bad care "${care}"`);
  return {
    code: code!,
    care: care as Care,
    price: Number(price),
    name: L(lines[0]!),
    inName: L(lines[1]!),
  };
});

export const BRANDS = [
  'Maison Lune',
  'Nordhavn',
  'Kobo Studio',
  'Sol & Sierra',
  'Atelier Mirabel',
  'Fern & Fable',
  'Harbor Lane',
  'Ruelle',
  'Oak & Ochre',
  'Kinari',
  'Vela Knit',
  'Copper Row',
  'Petit Caillou',
  'Tessera',
];

export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
