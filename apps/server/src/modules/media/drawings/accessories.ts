import { luminance } from '../palette.ts';
import { dot, METAL, pair, ribs, seam, seams, shape, type Drawing } from './shapes.ts';

const handle = (d: string, fill: string, line: string, width: number) =>
  seam(d, line, width + 6) + seam(d, fill, width);

const bag: Drawing = (p) =>
  handle('M204,250 C204,100 396,100 396,250', p.shade, p.line, 12) +
  shape(
    'M170,240 L430,240 Q452,240 454,262 L470,468 Q472,494 446,494 L154,494 Q128,494 130,468 L146,262 Q148,240 170,240 Z',
    p.shade,
  ) +
  shape('M150,240 L450,240 L456,338 Q300,388 144,338 Z', p.base) +
  seam('M160,254 L440,254', p.seam, 2, ' stroke-dasharray="6 5"') +
  `<circle cx="300" cy="362" r="14" fill="${METAL.gold}" stroke="${METAL.goldLine}" stroke-width="3"/>` +
  [204, 396]
    .map(
      (x) =>
        `<circle cx="${x}" cy="246" r="9" fill="none" stroke="${METAL.gold}" stroke-width="4"/>`,
    )
    .join('');

const tote: Drawing = (p) => {
  let weave = '';
  for (let y = 276; y < 496; y += 18)
    weave += `M${140 - (y - 230) * 0.08},${y} L${460 + (y - 230) * 0.08},${y} `;
  return (
    handle('M214,240 C214,110 290,110 290,240', p.base, p.line, 12) +
    handle('M310,240 C310,110 386,110 386,240', p.base, p.line, 12) +
    shape('M150,230 L450,230 L474,500 L126,500 Z', p.base) +
    seam(weave.trim(), p.seam, 1.5, ' stroke-opacity=".45"') +
    shape('M150,230 L450,230 L452,258 L148,258 Z', p.shade) +
    shape('M270,300 L330,300 L330,334 L270,334 Z', p.light)
  );
};

const backpack: Drawing = (p) =>
  seams('M188,180 Q160,300 190,460', p.deep, 12) +
  handle('M268,128 Q300,92 332,128', p.shade, p.line, 10) +
  shape(
    'M196,140 Q196,124 212,124 L388,124 Q404,124 404,140 L416,486 Q416,506 396,506 L204,506 Q184,506 184,486 Z',
    p.base,
  ) +
  shape('M196,140 L404,140 L406,250 Q300,270 194,250 Z', p.shade) +
  seams('M250,252 L250,330', p.deep, 10) +
  pair(
    'M240,320 L260,320 L260,344 L240,344 Z',
    'none',
    ` stroke="${METAL.gold}" stroke-width="4"`,
  ) +
  shape('M226,364 L374,364 L380,470 Q380,484 366,484 L234,484 Q220,484 220,470 Z', p.shade) +
  seam('M234,384 L366,384', p.detail, 3, ' stroke-dasharray="4 3"');

const hat: Drawing = (p) =>
  `<ellipse cx="300" cy="372" rx="232" ry="62" fill="${p.base}"/>` +
  `<ellipse cx="300" cy="370" rx="204" ry="46" fill="none" stroke="${p.seam}" stroke-width="2" stroke-dasharray="6 5"/>` +
  shape('M192,372 Q186,232 226,196 Q300,160 374,196 Q414,232 408,372 Q300,396 192,372 Z', p.base) +
  seam('M262,202 Q300,236 338,202', p.seam) +
  shape('M194,334 Q300,356 406,334 L408,368 Q300,392 192,368 Z', p.deep);

const beanie: Drawing = (p) =>
  `<circle cx="300" cy="130" r="46" fill="${p.light}" stroke-dasharray="4 3"/>` +
  shape('M174,396 Q168,170 300,162 Q432,170 426,396 Z', p.base) +
  seams('M240,190 Q228,280 234,360', p.seam, 2, ' stroke-opacity=".6"') +
  seam('M300,166 L300,356', p.seam, 2, ' stroke-opacity=".6"') +
  shape('M160,366 Q300,350 440,366 L446,452 Q300,470 154,452 Z', p.shade) +
  ribs(160, 444, 370, 454, p.seam, 14);

const cap: Drawing = (p) =>
  shape('M168,360 Q162,200 300,190 Q438,200 432,360 Z', p.base) +
  seam('M300,192 L300,358', p.seam) +
  seams('M232,204 Q212,280 220,358', p.seam) +
  dot(300, 190, 11, p.shade) +
  [250, 350].map((x) => dot(x, 236, 4, p.deep)).join('') +
  shape('M150,360 Q300,330 450,360 Q470,420 300,440 Q130,420 150,360 Z', p.shade) +
  seam('M168,378 Q300,354 432,378', p.seam, 2, ' stroke-dasharray="6 5"');

const scarf: Drawing = (p) => {
  let fringe = '';
  for (let x = 218; x <= 290; x += 9) fringe += `M${x},488 L${x - 2},518 `;
  for (let x = 320; x <= 388; x += 9)
    fringe += `M${x},${448 - (x - 318) * 0.11} L${x + 2},${478 - (x - 318) * 0.11} `;
  return (
    shape('M220,120 Q300,70 380,120 L372,172 Q300,134 228,172 Z', p.shade) +
    seam(fringe.trim(), p.base, 3) +
    shape('M226,150 L298,150 L292,488 L214,488 Z', p.base) +
    seam('M215,452 L293,452 M215,466 L293,466', p.shade, 6) +
    shape('M302,168 L374,160 L390,440 L318,448 Z', p.light) +
    seam('M317,414 L389,406 M318,428 L390,420', p.shade, 6)
  );
};

const belt: Drawing = (p) => {
  const metal = luminance(p.base) > 0.5 ? '#8a8d91' : METAL.gold;
  return (
    '<g transform="rotate(-14 300 300)">' +
    `<rect x="90" y="268" width="440" height="64" rx="10" fill="${p.base}"/>` +
    `<rect x="100" y="278" width="420" height="44" rx="6" fill="none" stroke="${p.seam}" stroke-width="2" stroke-dasharray="6 5"/>` +
    [420, 448, 476].map((x) => dot(x, 300, 5, p.deep)).join('') +
    `<rect x="206" y="262" width="18" height="76" rx="3" fill="${p.shade}"/>` +
    `<rect x="120" y="252" width="70" height="96" rx="12" fill="none" stroke="${metal}" stroke-width="10"/>` +
    seam('M155,300 L206,300', metal, 6) +
    '</g>'
  );
};

const necklace: Drawing = (p) =>
  seam('M172,110 Q176,380 300,414 Q424,380 428,110', p.deep, 6) +
  seam('M172,110 Q176,380 300,414 Q424,380 428,110', p.light, 3, ' stroke-dasharray="7 4"') +
  `<circle cx="300" cy="418" r="9" fill="none" stroke="${p.base}" stroke-width="4"/>` +
  shape('M300,426 C334,456 334,496 300,518 C266,496 266,456 300,426 Z', p.base) +
  `<ellipse cx="290" cy="466" rx="7" ry="16" fill="${p.light}" stroke="none"/>`;

export const ACCESSORIES = { bag, tote, backpack, hat, beanie, cap, scarf, belt, necklace };
