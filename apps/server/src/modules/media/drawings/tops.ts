import type { Palette } from '../palette.ts';
import { cable, dot, pair, ribs, seam, seams, shape, type Drawing } from './shapes.ts';

const TEE =
  'M248,112 Q300,150 352,112 L418,134 L478,226 L432,256 L400,214 L402,500 Q300,512 198,500 L200,214 L168,256 L122,226 L182,134 Z';

const tshirt: Drawing = (p) =>
  shape(TEE, p.base) +
  shape('M248,112 Q300,96 352,112 Q300,152 248,112 Z', p.shade) +
  seam('M252,119 Q300,160 348,119', p.seam) +
  seams('M470,214 L424,244', p.seam) +
  seam('M200,486 Q300,498 400,486', p.seam);

const polo: Drawing = (p) =>
  tshirt(p) +
  shape('M288,150 L312,150 L312,228 L288,228 Z', p.base) +
  pair('M250,110 Q268,142 300,152 L276,178 L232,128 Z', p.base) +
  dot(300, 176, 5, p.detail) +
  dot(300, 206, 5, p.detail);

const SHIRT =
  'M256,98 L344,98 L412,124 Q446,140 456,196 L482,424 L440,434 L406,236 L408,506 L192,506 L194,236 L160,434 L118,424 L144,196 Q154,140 188,124 Z';

const shirt: Drawing = (p) =>
  shape(SHIRT, p.base) +
  pair('M118,424 L160,434 L164,408 L121,398 Z', p.shade) +
  seam('M300,138 L300,506 M314,140 L314,506', p.seam) +
  [190, 250, 310, 370, 430, 484].map((y) => dot(307, y, 5, p.detail)).join('') +
  shape('M330,204 L378,204 L378,254 L354,264 L330,254 Z', p.base) +
  shape('M256,98 Q300,84 344,98 L344,108 Q300,96 256,108 Z', p.shade) +
  pair('M256,96 L300,138 L280,172 L234,120 Z', p.base);

const blouse: Drawing = (p) =>
  shape(
    'M266,104 Q300,136 334,104 L398,128 C468,138 490,228 452,274 L420,266 L402,214 L424,484 Q300,500 176,484 L198,214 L180,266 L148,274 C110,228 132,138 202,128 Z',
    p.base,
  ) +
  seams('M404,146 Q432,200 426,262 M420,150 Q456,200 446,268', p.seam) +
  seam('M180,470 Q300,486 420,470', p.seam) +
  `<ellipse cx="278" cy="132" rx="22" ry="11" fill="${p.shade}" transform="rotate(-18 278 132)"/>` +
  `<ellipse cx="322" cy="132" rx="22" ry="11" fill="${p.shade}" transform="rotate(18 322 132)"/>` +
  pair('M296,138 L280,186 L292,188 L303,142 Z', p.shade) +
  dot(300, 134, 9, p.shade);

const SWEATER =
  'M256,106 Q300,138 344,106 L408,126 Q448,142 458,204 L484,444 L440,454 L406,250 L408,472 L192,472 L194,250 L160,454 L116,444 L142,204 Q152,142 192,126 Z';

function knitBase(p: Palette) {
  return (
    shape(SWEATER, p.base) +
    shape('M192,472 L408,472 L406,508 L194,508 Z', p.shade) +
    ribs(194, 406, 474, 506, p.seam) +
    pair('M116,444 L160,454 L157,488 L113,478 Z', p.shade)
  );
}

const crewNeck = (p: Palette) =>
  shape('M256,106 Q300,92 344,106 Q300,140 256,106 Z', p.deep) +
  seam('M252,104 Q300,152 348,104', p.shade, 12) +
  seam('M252,104 Q300,152 348,104', p.seam, 1.5);

const sweater: Drawing = (p) =>
  knitBase(p) +
  crewNeck(p) +
  cable(258, 170, 450, p.seam) +
  cable(342, 170, 450, p.seam) +
  cable(300, 180, 450, p.seam);

const sweatshirt: Drawing = (p) =>
  knitBase(p) + crewNeck(p) + seam('M290,146 L300,164 L310,146', p.seam);

const cardigan: Drawing = (p) =>
  knitBase(p) +
  shape('M256,106 Q300,96 344,106 L300,232 Z', p.deep) +
  seams('M256,106 L300,232', p.shade, 12) +
  shape('M292,232 L308,232 L308,508 L292,508 Z', p.shade) +
  [270, 320, 370, 420, 470].map((y) => dot(300, y, 6, p.detail)).join('') +
  pair('M212,372 L268,372 L268,432 L212,432 Z', p.base) +
  ribs(212, 268, 374, 384, p.seam, 8) +
  ribs(332, 388, 374, 384, p.seam, 8);

const hoodie: Drawing = (p) =>
  shape('M232,132 C214,30 386,30 368,132 Z', p.shade) +
  `<ellipse cx="300" cy="98" rx="50" ry="40" fill="${p.deep}"/>` +
  knitBase(p) +
  pair('M244,112 Q262,176 300,182 L300,150 Q270,146 256,110 Z', p.base) +
  seam('M284,172 L278,246 M316,172 L322,246', p.detail, 4) +
  shape('M232,362 L368,362 L392,448 L208,448 Z', p.base) +
  seams('M236,370 L216,440', p.seam);

const bodysuit: Drawing = (p) =>
  shape(
    'M262,122 Q300,150 338,122 L392,138 L436,206 L404,230 L382,208 L384,382 Q380,440 336,462 L264,462 Q220,440 216,382 L218,208 L196,230 L164,206 L208,138 Z',
    p.base,
  ) +
  shape('M262,122 Q300,110 338,122 Q300,150 262,122 Z', p.shade) +
  seams('M262,124 L250,156', p.seam) +
  seams('M222,392 Q232,436 266,452', p.seam) +
  seams('M428,196 L398,218', p.seam) +
  [282, 300, 318].map((x) => dot(x, 452, 4, p.detail)).join('');

const JACKET =
  'M252,100 L348,100 L416,126 Q452,142 460,204 L484,440 L440,450 L410,250 L412,486 L188,486 L190,250 L160,450 L116,440 L140,204 Q148,142 184,126 Z';

const jacket: Drawing = (p) =>
  shape(JACKET, p.base) +
  shape('M188,460 L412,460 L412,488 L188,488 Z', p.shade) +
  pair('M116,440 L160,450 L158,472 L114,462 Z', p.shade) +
  seam('M300,150 L300,486', p.line, 3) +
  [218, 288, 358, 428].map((y) => dot(314, y, 6, p.detail)).join('') +
  pair('M222,226 L282,226 L282,250 L252,262 L222,250 Z', p.shade) +
  seams('M232,284 L232,420', p.seam) +
  shape('M252,100 Q300,84 348,100 L348,112 Q300,98 252,112 Z', p.shade) +
  pair('M252,98 L300,150 L284,198 L218,128 Z', p.base);

const coat: Drawing = (p) =>
  shape(
    'M250,96 L350,96 L420,122 Q456,140 462,204 L486,452 L442,462 L412,260 L430,540 L170,540 L188,260 L158,462 L114,452 L138,204 Q144,140 180,122 Z',
    p.base,
  ) +
  shape('M250,96 Q300,108 350,96 L300,262 Z', p.deep) +
  pair('M250,96 L226,118 L244,150 L222,166 L300,262 Z', p.shade) +
  seam('M300,262 L300,540', p.line, 3) +
  shape('M174,382 L426,382 L428,406 L172,406 Z', p.shade) +
  `<rect x="284" y="378" width="32" height="32" rx="4" fill="none" stroke="${p.detail}" stroke-width="4"/>` +
  [270, 330].flatMap((x) => [300, 450].map((y) => dot(x, y, 7, p.detail))).join('') +
  pair('M196,456 L250,446 L252,462 L198,472 Z', p.shade) +
  pair('M114,452 L158,462 L156,480 L112,470 Z', p.shade);

export const TOPS = {
  tshirt,
  polo,
  shirt,
  blouse,
  sweater,
  sweatshirt,
  cardigan,
  hoodie,
  bodysuit,
  jacket,
  coat,
};
