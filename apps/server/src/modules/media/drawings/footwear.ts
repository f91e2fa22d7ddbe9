import { luminance, type Palette } from '../palette.ts';
import { dot, seam, shape, type Drawing } from './shapes.ts';

const sole = (p: Palette) => (luminance(p.base) > 0.7 ? '#c9a47a' : '#f4f1ea');

const sneakers: Drawing = (p) =>
  shape('M104,420 L500,420 Q508,452 478,458 L130,458 Q100,454 104,420 Z', sole(p)) +
  seam('M106,434 L502,434', p.line, 1.5) +
  shape('M236,262 L242,232 Q258,222 270,238 L282,290 Z', p.shade) +
  shape(
    'M112,420 L120,318 Q126,270 176,266 L236,262 Q266,262 282,290 L382,330 Q470,348 494,392 L500,420 Z',
    p.base,
  ) +
  shape('M420,336 Q480,352 494,392 L500,420 L432,420 Q428,380 420,336 Z', p.shade) +
  shape('M112,420 L118,336 Q152,342 166,420 Z', p.shade) +
  seam('M170,404 Q250,372 330,396 L420,398', p.seam) +
  [0, 1, 2, 3, 4].map((i) => dot(254 + 24 * i, 282 + 11 * i, 4, p.deep)).join('') +
  seam('M252,270 L266,296 M276,282 L290,306 M300,292 L314,318 M324,304 L338,328', p.detail, 4);

const boots: Drawing = (p) =>
  shape('M176,440 L496,440 Q502,462 486,468 L258,468 L258,480 L180,480 Z', p.deep) +
  shape(
    'M190,110 L310,110 L314,332 Q340,362 420,372 Q486,382 494,424 L494,440 L180,440 L180,300 Z',
    p.base,
  ) +
  shape('M192,112 L192,80 Q202,70 212,80 L212,112 Z', p.shade) +
  shape('M258,112 L288,112 L292,282 Q272,302 252,282 Z', p.shade) +
  seam('M264,130 L264,280 M274,130 L274,288 M284,130 L284,282', p.seam, 1.5) +
  seam('M184,430 L490,430', p.seam, 2, ' stroke-dasharray="6 5"');

const sandals: Drawing = (p) => {
  const strap = (d: string, width: number) =>
    seam(d, p.line, width + 6, ' stroke-linecap="round"') +
    seam(d, p.base, width, ' stroke-linecap="round"');
  return (
    shape('M110,424 L500,424 L498,450 Q490,458 470,458 L140,458 Q114,456 112,446 Z', '#6b5a49') +
    shape('M110,410 Q120,392 160,390 L460,390 Q496,392 500,412 L500,424 L110,424 Z', '#dcc09a') +
    strap('M330,392 Q390,300 452,392', 26) +
    strap('M240,392 Q290,320 340,392', 22) +
    strap('M164,392 C150,300 250,292 252,392', 14) +
    `<rect x="232" y="326" width="16" height="20" rx="3" fill="none" stroke="#c9a227" stroke-width="4"/>`
  );
};

const loafers: Drawing = (p) =>
  shape('M110,436 L180,436 L180,466 L116,466 Z', p.deep) +
  shape('M108,420 L500,420 Q504,446 482,450 L134,450 Q106,448 108,420 Z', p.deep) +
  shape(
    'M112,420 Q106,330 160,316 L250,312 Q300,314 326,330 Q440,344 488,382 Q504,398 500,420 Z',
    p.base,
  ) +
  shape('M124,330 Q200,350 300,326 Q210,312 124,330 Z', p.deep) +
  seam(
    'M300,328 Q380,326 436,360 Q424,384 380,388 Q320,388 300,328',
    p.seam,
    2,
    ' stroke-dasharray="5 4"',
  ) +
  shape('M306,350 L426,362 L420,384 L308,374 Z', p.shade) +
  seam('M346,362 L388,366', p.deep, 5);

export const FOOTWEAR = { sneakers, boots, sandals, loafers };
